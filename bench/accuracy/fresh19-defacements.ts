/**
 * Fresh19 defacement classes: written after round 17 (during round 18), by
 * someone who does not read the engines, from public descriptions of real
 * defacements, disinformation hacks, payment-diversion fraud and scams.
 * The emphasis is on what a visitor sees and which identifiers change.
 * Quiet rewrites of the site's own text: one fabricated sentence spliced
 * into an existing paragraph, negations and figures flipped in the site's
 * sentences, a fake announcement cloned from the site's own heading and
 * paragraph markup, a fabricated pull quote attributed to the
 * organisation's head, the first letters of headings or menu items turned
 * into an acrostic of the crew's name, and the site's claims struck
 * through with hand-written "corrections". Defacer presentations not used
 * before: the page's photos scribbled over (horns, clown noses, eye bars,
 * crosses), a message in ransom-note cut-out letters, sticky notes to the
 * admin, film end credits rolling over the page, a messenger chat between
 * "admin" and the crew, a "certificate of insecurity", crime-scene tape
 * across the window and a vertical Chinese or Japanese hanging scroll with
 * a red seal. Hacktivist messages not used before: the Nile dam dispute
 * (Egyptian and Ethiopian crews, Arabic and Amharic), the Myanmar coup
 * (Burmese), South China Sea territorial claims with a drawn map (Chinese,
 * Filipino, Vietnamese) and Catalan independence (Catalan). Identifiers
 * changed in formats not used before: the site's phone replaced by a
 * number of another country in that country's own notation, by a
 * letter-spelled vanity number, or only in its "from abroad" line; the
 * e-mail replaced by another mailbox spelled "name (at) host (dot) com";
 * payment lines replaced by national mobile-payment handles (Swish, Vipps,
 * MobilePay, TWINT, GCash, PromptPay, Alipay) or domestic account numbers
 * of other countries (CLABE, Czech account/bank code, Japanese 普通
 * account, Canadian transit, Bankgiro, Korean and Chinese bank lines,
 * NUBAN, Polish NRB); bank details written out in a sentence; and a
 * returns address pointing at a mail drop or a parcel locker. Scam
 * verticals not used before: zakat appeals to private accounts, bullion
 * "below spot price", "flash USDT" software, MBBS management-quota seats,
 * fake housing-scheme registrations and land plots "with ready title
 * deeds" (English and Swahili). Each differs from every class in
 * defacements.ts and fresh-defacements.ts through fresh18-defacements.ts
 * (not a re-wording of one) and varies its templates, languages, domains,
 * positions and sizes with the rng. The writer had no internet access:
 * every source below is recalled from memory, with an approximate date
 * where known, and may be wrong in detail; each comment says so. Scored in
 * the `fresh19` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, lineAfter, occurrences, replaceEverywhere, shown, top, trimmed } from "./classes.js"
import { type Page, makeBank } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, iban, someDate } from "./locales.js"
import type { El, Range, TextRun } from "./locate.js"
import { type Rng, alnum, between, chance, digits, int, pick, sample, upper } from "./rng.js"
import { boast, brandLookalike, nick, randomDomain, signature, team } from "./words.js"

const fresh19 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh19", make })

type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
const lang = (page: Page): Lang => page.site.locale.lang
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.7) ? table[lang(page)] ?? table.en : table.en)
/** The site's language when there is a text for it, else English (for disinformation written to pass as the site's own). */
const own = <A>(page: Page, table: Table<A>): A => table[lang(page)] ?? table.en
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "vip", "org", "cc", "store", "io", "biz", "me", "asia"])
const who = (rng: Rng) => pick(rng, [nick(rng), team(rng), nick(rng)])
/** Near the top of the page, where a notice is read first, or anywhere. */
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
/** Where a spam block goes: the middle, the bottom, anywhere. */
const spamSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots), bottom(page)])
/** A host a scam runs on: a themed name on a cheap TLD, a random domain, or a look-alike of the site. */
const host = (rng: Rng, page: Page, words: ReadonlyArray<string>) =>
  pick(rng, [() => `${pick(rng, words)}-${pick(rng, ["online", "direct", "hub", "official", "portal", "24", "group"])}.${tld(rng)}`, () => `${pick(rng, words)}${digits(rng, 2)}.${tld(rng)}`, () => randomDomain(rng), () => brandLookalike(rng, page.site.brand)])()
const waLink = (n: string) => `<a href="https://wa.me/${n.replace(/[^0-9]/g, "")}">${esc(n)}</a>`
/** A box around a spam block or notice, in one of a few looks. */
const box = (rng: Rng, cls: ReadonlyArray<string>, accent: string, inner: string, extra = "") =>
  `<div class="${pick(rng, cls)}"${extra} style="${pick(rng, [`border:2px solid ${accent};background:#fff;padding:14px 16px;margin:12px 0`, `border-left:6px solid ${accent};background:#fafafa;padding:12px 16px;margin:14px 0`, `border:1px solid ${accent};border-radius:10px;background:#fffdf7;padding:16px;margin:12px auto;max-width:720px`, `outline:3px double ${accent};padding:14px;margin:16px 4px;background:#fff`])};font-family:${pick(rng, ["Arial,sans-serif", "Tahoma,sans-serif", "Verdana,sans-serif", "Georgia,serif", "system-ui,sans-serif"])}">${inner}</div>`
const rows = (cells: ReadonlyArray<ReadonlyArray<string>>) => cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")
const handwriting = () => `'Comic Sans MS','Marker Felt','Segoe Print','Bradley Hand',cursive`

/** Whether `el` or one of its ancestors is named in `names`. */
const under = (page: Page, el: El | undefined, names: ReadonlySet<string>): boolean => {
  for (let e = el; e !== undefined; e = elAt(page, e.parent)) if (names.has(e.name)) return true
  return false
}
const notProse = new Set(["a", "button", "label", "option", "select", "nav", "summary", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "figure"])
/** Whether `s` holds one of the page's published identifiers (those are other classes' targets). */
const carriesId = (page: Page, s: string): boolean =>
  [page.ids.phone.national, page.ids.phone.intl, page.ids.email, page.ids.bank?.value, page.ids.wallet?.address, page.ids.pay?.shown, page.ids.updated, ...page.ids.comments]
    .some((v) => v !== undefined && v.length > 0 && s.includes(v))
/** Visible text runs directly in a paragraph, list item, cell or quote, at least `min` characters, without identifiers. */
const proseRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    const s = t.text.trim()
    if (s.length < min || /[{};]\s*$/.test(s) || carriesId(page, s)) return false
    const el = elAt(page, t.parent)
    return el !== undefined && el.shown && /^(p|li|dd|td|blockquote|figcaption)$/.test(el.name) && !under(page, el, notProse)
  })
/** Visible text runs inside a heading (h1–h4), at least `min` characters long. */
const headingRuns = (page: Page, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    if (t.text.trim().length < min) return false
    for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) {
      if (!e.shown) return false
      if (/^h[1-4]$/.test(e.name)) return true
    }
    return false
  })
/** Offsets just after a sentence's end inside `r` (before the space that follows it). */
const sentenceEnds = (page: Page, r: Range): Array<number> =>
  [...page.html.slice(r.start, r.end).matchAll(/[.!?](?=\s+[A-ZÀ-Ý0-9"“«])/g)].map((m) => r.start + m.index! + 1)
/** A place in a paragraph after one of its sentences, or at its end. */
const inSentence = (rng: Rng, page: Page, t: TextRun): number => {
  const r = trimmed(page, t)
  const ends = sentenceEnds(page, r)
  return ends.length > 0 && chance(rng, 0.7) ? pick(rng, ends) : r.end
}
/** Where a new block can follow paragraph `el` (its end, when a block may go there), else null. */
const afterBlock = (page: Page, el: El | undefined): number | null =>
  el !== undefined && el.closeTag !== null && page.spots.slots.includes(el.closeTag.end) ? el.closeTag.end : null
/** A new line beside the site's contact lines (after the e-mail, phone or bank line), or a paragraph near the bottom. */
const besideContact = (rng: Rng, page: Page, html: string): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl) ?? lineAfter(page, page.ids.phone.national)
  return line === null ? insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page)]), `<p>${html}</p>`) : insert(line.at, line.wrap(html))
}

const firstNames = ["Daniel", "Laura", "Marc", "Sofia", "Thomas", "Elena", "Paul", "Anna", "Luca", "Marta", "Jan", "Claire", "David", "Julia", "Pedro", "Inès", "Stefan", "Nora"]
const lastNames = ["Keller", "Moreau", "Rossi", "García", "de Vries", "Silva", "Novak", "Walsh", "Bauer", "Lambert", "Costa", "Jansen", "Ferrari", "Martín", "Hughes", "Petit"]
const person = (rng: Rng) => `${pick(rng, firstNames)} ${pick(rng, lastNames)}`

// ———————————————————————————— the site's own text, quietly rewritten ————————————————————————————

const statements: Table<ReadonlyArray<(b: string) => string>> = {
  en: [(b) => `${b} will close for good at the end of this month, and orders already paid will not be refunded.`, (b) => `Since January, ${b} has shared all customer records with the authorities without a court order.`, (b) => `The board of ${b} has admitted that the figures published on this site were invented.`, () => "Our staff have not been paid for three months, and the management knows it.", () => "We openly support the government's crackdown on the protesters.", (b) => `${b} no longer accepts card payments; please pay in cash or by transfer only.`],
  fr: [(b) => `${b} fermera définitivement à la fin du mois et les commandes déjà payées ne seront pas remboursées.`, (b) => `Depuis janvier, ${b} transmet toutes les données de ses clients aux autorités sans décision de justice.`, (b) => `La direction de ${b} reconnaît que les chiffres publiés sur ce site étaient inventés.`, () => "Nos salariés ne sont plus payés depuis trois mois, et la direction le sait.", () => "Nous soutenons ouvertement la répression des manifestants par le gouvernement."],
  de: [(b) => `${b} schließt zum Monatsende endgültig, bereits bezahlte Bestellungen werden nicht erstattet.`, (b) => `Seit Januar gibt ${b} alle Kundendaten ohne richterlichen Beschluss an die Behörden weiter.`, (b) => `Der Vorstand von ${b} hat eingeräumt, dass die auf dieser Website veröffentlichten Zahlen erfunden waren.`, () => "Unsere Mitarbeiter haben seit drei Monaten kein Gehalt bekommen, und die Geschäftsführung weiß das.", () => "Wir unterstützen offen das harte Vorgehen der Regierung gegen die Demonstranten."],
  es: [(b) => `${b} cerrará definitivamente a final de mes y los pedidos ya pagados no se reembolsarán.`, (b) => `Desde enero, ${b} comparte todos los datos de sus clientes con las autoridades sin orden judicial.`, (b) => `La dirección de ${b} ha admitido que las cifras publicadas en este sitio eran inventadas.`, () => "Nuestra plantilla lleva tres meses sin cobrar, y la dirección lo sabe.", () => "Apoyamos abiertamente la represión del gobierno contra los manifestantes."],
  nl: [(b) => `${b} sluit eind deze maand definitief en al betaalde bestellingen worden niet terugbetaald.`, (b) => `Sinds januari deelt ${b} alle klantgegevens zonder rechterlijk bevel met de autoriteiten.`, (b) => `Het bestuur van ${b} heeft toegegeven dat de cijfers op deze site verzonnen waren.`, () => "Ons personeel is al drie maanden niet betaald, en de directie weet dat."],
  pt: [(b) => `A ${b} vai fechar definitivamente no fim do mês e os pedidos já pagos não serão reembolsados.`, (b) => `Desde janeiro, a ${b} compartilha todos os dados dos clientes com as autoridades sem ordem judicial.`, (b) => `A diretoria da ${b} admitiu que os números publicados neste site eram inventados.`, () => "Nossos funcionários estão há três meses sem salário, e a diretoria sabe disso."],
  it: [(b) => `${b} chiuderà definitivamente a fine mese e gli ordini già pagati non saranno rimborsati.`, (b) => `Da gennaio ${b} condivide tutti i dati dei clienti con le autorità senza un ordine del giudice.`, (b) => `Il consiglio di ${b} ha ammesso che i dati pubblicati su questo sito erano inventati.`, () => "I nostri dipendenti non ricevono lo stipendio da tre mesi, e la direzione lo sa."]
}

// Fabricated statements slipped into real copy, recalled from memory of the Qatar News Agency hack (May 2017: false remarks attributed to the Emir published on the agency's own site) and of Mandiant's "Ghostwriter" reports (2020–2021: fabricated quotes and sentences inserted into articles on compromised Lithuanian, Latvian and Polish news sites, in their own CMS): one false sentence, in the site's language, spliced into one or two of the site's own paragraphs, after a sentence or at the end, with no box and no link; rarely a tiny tag after it.
const splicedStatement = fresh19("one fabricated sentence in the site's language spliced into one or two of the site's own paragraphs (no box, no link)", (page, rng) => {
  const b = brandName(page)
  const runs = proseRuns(page, 60)
  const say = () => esc(pick(rng, own(page, statements))(b)) + (chance(rng, 0.15) ? ` <small>${esc(nick(rng))}</small>` : "")
  if (runs.length === 0) return splices(insert(anySlot(rng, page.spots), `<p>${say()}</p>`))
  const chosen = sample(rng, runs.slice(0, Math.max(3, Math.ceil(runs.length / 2))), chance(rng, 0.7) ? 1 : 2)
  return splices(...chosen.map((t) => insert(inSentence(rng, page, t), " " + say())))
})

const negations: Record<Lang, ReadonlyArray<readonly [RegExp, string]>> = {
  en: [[/\b(is|are|was|were|will|should|can|could|would)\b(?! not)/, "$1 not"], [/\balways\b/, "never"], [/\bsafe\b/, "unsafe"], [/\brecommended\b/, "not recommended"], [/\bfree\b/, "paid"], [/\bopen\b/, "closed"], [/\bincrease\b/, "decrease"]],
  fr: [[/\best\b/, "n'est pas"], [/\bsont\b/, "ne sont pas"], [/\btoujours\b/, "jamais"], [/\bgratuit\b/, "payant"]],
  de: [[/\b(ist|sind|kann|wird|war)\b(?! nicht)/, "$1 nicht"], [/\bimmer\b/, "nie"], [/\bkostenlos\b/, "kostenpflichtig"]],
  es: [[/(^|\s)(es|son|está|puede)(?=\s)/, "$1no $2"], [/\bsiempre\b/, "nunca"], [/\bgratis\b/, "de pago"]],
  nl: [[/\b(is|zijn|kan|wordt)\b(?! niet)/, "$1 niet"], [/\baltijd\b/, "nooit"], [/\bgratis\b/, "betaald"]],
  pt: [[/(^|\s)(é|são|pode|está)(?=\s)/, "$1não $2"], [/\bsempre\b/, "nunca"]],
  it: [[/(^|\s)(è|sono|può)(?=\s)/, "$1non $2"], [/\bsempre\b/, "mai"]]
}
const numberRe = /(?<![#&\w.,:/-])(\d{1,4})(?![\w%]|[.,:]\d)/
const notWords: Record<Lang, string> = { en: "Not", fr: "Pas", de: "Nicht", es: "No", nl: "Niet", pt: "Não", it: "Non" }

// Sneaky vandalism, recalled from memory of Wikipedia's vandalism guidelines ("sneaky vandalism": plausible misinformation, a "not" added, dates and figures changed) and of hacktivist and prank edits on hacked news, health and council sites reported as "subtle" defacements: several of the site's own sentences given a negation or a changed figure (years shifted, quantities multiplied), in English and the site's language, text otherwise kept, nothing added around it.
const flippedFacts = fresh19("negations inserted and figures changed in several of the site's own sentences (sneaky misinformation, text otherwise kept)", (page, rng) => {
  const rules = [...negations.en, ...(lang(page) === "en" ? [] : negations[lang(page)])]
  const out: Array<Splice> = []
  for (const t of sample(rng, proseRuns(page, 30), between(rng, 3, 7))) {
    const r = trimmed(page, t)
    const old = page.html.slice(r.start, r.end)
    let s = old
    const m = s.match(numberRe)
    if (m !== null && chance(rng, 0.6)) {
      const n = Number(m[1])
      const next = n >= 1900 && n <= 2099 ? n + pick(rng, [-30, -12, -5, 3, 7, 20]) : n < 10 ? n * between(rng, 3, 10) : Math.round(n * pick(rng, [0.1, 0.5, 3, 10]))
      s = s.replace(numberRe, String(next === n ? n + 1 : next))
    } else {
      const rule = rules.find(([re]) => re.test(s))
      if (rule !== undefined) s = s.replace(rule[0], rule[1])
    }
    if (s !== old) out.push(replace(r, s))
  }
  if (out.length === 0) {
    const t = pick(rng, proseRuns(page, 10).concat(headingRuns(page, 4)).slice(0, 12).concat(page.spots.texts.filter((x) => x.text.trim().length >= 4).slice(0, 4)))
    out.push(insert(trimmed(page, t).start, `${notWords[lang(page)]} `))
  }
  return { splices: out }
})

const announcements: Table<ReadonlyArray<(b: string, d: string) => readonly [string, string]>> = {
  en: [(b, d) => ["Important notice to our customers", `After careful consideration, ${b} has decided to cease trading with effect from ${d}. All open orders are cancelled and we are unable to issue refunds. We thank you for your loyalty.`], (b, d) => ["Statement on the data incident", `On ${d} we learned that the personal data of all our customers, including passwords, was published online. ${b} chose not to inform the authorities. We apologise.`], (b) => ["Leadership update", `The chief executive of ${b} was arrested this morning. Until further notice no services will be provided and no calls will be answered.`]],
  fr: [(b, d) => ["Avis important à notre clientèle", `Après mûre réflexion, ${b} cesse son activité à compter du ${d}. Toutes les commandes en cours sont annulées et aucun remboursement ne sera effectué. Merci de votre fidélité.`], (b, d) => ["Communiqué sur l'incident de données", `Le ${d}, nous avons appris que les données personnelles de tous nos clients, mots de passe compris, ont été publiées en ligne. ${b} a choisi de ne pas prévenir les autorités.`]],
  de: [(b, d) => ["Wichtiger Hinweis für unsere Kunden", `Nach reiflicher Überlegung stellt ${b} den Geschäftsbetrieb zum ${d} ein. Alle offenen Bestellungen werden storniert, Erstattungen sind nicht möglich. Danke für Ihre Treue.`], (b, d) => ["Stellungnahme zum Datenvorfall", `Am ${d} haben wir erfahren, dass die persönlichen Daten aller Kunden einschließlich Passwörtern veröffentlicht wurden. ${b} hat sich entschieden, die Behörden nicht zu informieren.`]],
  es: [(b, d) => ["Aviso importante a nuestros clientes", `Tras una larga reflexión, ${b} cesa su actividad a partir del ${d}. Todos los pedidos pendientes quedan cancelados y no podremos realizar reembolsos. Gracias por su confianza.`], (b, d) => ["Comunicado sobre el incidente de datos", `El ${d} supimos que los datos personales de todos nuestros clientes, contraseñas incluidas, se publicaron en internet. ${b} decidió no informar a las autoridades.`]],
  nl: [(b, d) => ["Belangrijke mededeling aan onze klanten", `Na lang beraad stopt ${b} met ingang van ${d} met haar activiteiten. Alle openstaande bestellingen zijn geannuleerd en we kunnen niets terugbetalen.`]],
  pt: [(b, d) => ["Aviso importante aos nossos clientes", `Após muita reflexão, a ${b} encerra as atividades a partir de ${d}. Todos os pedidos em aberto foram cancelados e não haverá reembolso.`]],
  it: [(b, d) => ["Avviso importante ai nostri clienti", `Dopo un'attenta riflessione, ${b} cessa l'attività a partire dal ${d}. Tutti gli ordini aperti sono annullati e non sarà possibile alcun rimborso.`]]
}
/** The class, style and dir attributes of `el` as written back (nothing that identifies it, such as id). */
const looks = (el: El) => ["class", "style", "dir"].filter((k) => el.attribs[k] !== undefined).map((k) => ` ${k}="${esc(el.attribs[k]!)}"`).join("")

// Fake notices in the site's own template, recalled from memory of the Qatar News Agency hack (May 2017), where the false story ran in the agency's usual layout, and of hacks of Ukrainian and Polish media and municipal sites (2021–2022) whose fake "official" announcements were published through the sites' own CMS: an announcement (closure, data incident, an arrest) built from copies of one of the page's own headings and paragraphs (same tag, class and style), so it looks like the site's, placed before that heading, after that paragraph or near the top, with no link.
const clonedNotice = fresh19("fake announcement (closure, data incident, arrest) built from copies of the page's own heading and paragraph markup, so it looks like the site's", (page, rng) => {
  const [h, p] = pick(rng, own(page, announcements))(brandName(page), page.site.locale.date(someDate(rng)))
  const hs = shown(page, "h2").concat(shown(page, "h3"), shown(page, "h1")).filter((e) => e.closeTag !== null && !under(page, e, new Set(["a", "nav", "button"])))
  const body = [...new Set(proseRuns(page, 60).map((t) => elAt(page, t.parent)).filter((e): e is El => e !== undefined && e.name === "p" && e.closeTag !== null))]
  const ps = body.length > 0 ? body : shown(page, "p", (e) => e.closeTag !== null && !under(page, e, notProse) && !/updated|featured-product/.test(e.attribs.class ?? ""))
  const hEl = hs.length > 0 ? pick(rng, hs.slice(0, 6)) : undefined
  const pEl = ps.length > 0 ? pick(rng, ps.slice(0, 10)) : undefined
  const hName = hEl?.name ?? "h2"
  const html = `<${hName}${hEl === undefined ? "" : looks(hEl)}>${esc(h)}</${hName}><p${pEl === undefined ? "" : looks(pEl)}>${esc(p)}</p>`
  const spots = [slotAt(page.spots, "top"), top(page)]
  if (hEl !== undefined && page.spots.slots.includes(hEl.start)) spots.push(hEl.start, hEl.start)
  const after = afterBlock(page, pEl)
  if (after !== null) spots.push(after)
  return splices(insert(pick(rng, spots), html))
})

const quotes: Table<ReadonlyArray<string>> = {
  en: ["Frankly, our customers' data was never a priority for us.", "We knew about the problem for years and decided it was cheaper to keep quiet.", "If people cannot afford our prices, that is not our concern.", "The regulator is a nuisance we have learned to ignore."],
  fr: ["Franchement, les données de nos clients n'ont jamais été une priorité.", "Nous connaissions le problème depuis des années et il était moins cher de nous taire.", "Si les gens n'ont pas les moyens, ce n'est pas notre problème."],
  de: ["Ehrlich gesagt waren uns die Daten unserer Kunden nie wichtig.", "Wir kannten das Problem seit Jahren, Schweigen war einfach billiger.", "Wer sich unsere Preise nicht leisten kann, ist nicht unser Problem."],
  es: ["Sinceramente, los datos de nuestros clientes nunca fueron una prioridad.", "Conocíamos el problema desde hace años y callar salía más barato.", "Si la gente no puede pagar nuestros precios, no es asunto nuestro."],
  nl: ["Eerlijk gezegd waren de gegevens van onze klanten nooit een prioriteit.", "We kenden het probleem al jaren en zwijgen was goedkoper."],
  pt: ["Sinceramente, os dados dos nossos clientes nunca foram prioridade.", "Sabíamos do problema há anos e ficar calado saía mais barato."],
  it: ["Sinceramente, i dati dei nostri clienti non sono mai stati una priorità.", "Conoscevamo il problema da anni e tacere costava meno."]
}
const roles: Table<ReadonlyArray<string>> = {
  en: ["chief executive", "managing director", "chair of the board", "director"], fr: ["directeur général", "présidente du conseil", "directrice"], de: ["Geschäftsführer", "Vorstandsvorsitzende", "Direktor"],
  es: ["consejero delegado", "directora general", "presidente"], nl: ["algemeen directeur", "bestuursvoorzitter"], pt: ["diretor-presidente", "diretora executiva"], it: ["amministratore delegato", "direttrice generale"]
}

// Fabricated quotes, recalled from memory of Mandiant's Ghostwriter reports (2020–2021: invented quotes of officials inserted into real articles on compromised news sites) and of the Qatar News Agency hack (May 2017): an invented, damaging quote attributed to the organisation's head, set as an editorial pull quote (blockquote with a cite line) after one of the site's paragraphs or mid-page, in the site's language.
const fabricatedPullQuote = fresh19("fabricated pull quote attributed to the organisation's head, set as an editorial blockquote after one of the site's paragraphs", (page, rng) => {
  const q = pick(rng, own(page, quotes))
  const role = pick(rng, own(page, roles))
  const cls = pick(rng, ["pullquote", "pull-quote", "wp-block-pullquote", "quote", "article-quote"])
  const [open, close] = pick(rng, [["“", "”"], ["«\u00a0", "\u00a0»"], ["„", "“"], ["\"", "\""]])
  const html = `<blockquote class="${cls}"${chance(rng, 0.5) ? ` style="border-left:4px solid ${pick(rng, ["#222", "#c00", "#1565c0", "#999"])};margin:18px 0;padding:6px 18px;font-size:${between(rng, 18, 26)}px;font-style:italic"` : ""}><p>${esc(open + q + close)}</p><cite>— ${esc(person(rng))}, ${esc(role)}, ${esc(brandName(page))}</cite></blockquote>`
  const paras = proseRuns(page, 80).map((t) => afterBlock(page, elAt(page, t.parent))).filter((x): x is number => x !== null)
  return splices(insert(paras.length > 0 && chance(rng, 0.75) ? pick(rng, paras.slice(0, 8)) : slotAt(page.spots, pick(rng, ["top", "middle"] as const)), html))
})

const scribbles = ["🤡", "😈", "🥸", "👺", "💩", "🐷", "🤪", "👹", "🐀"]

// Scribbled portraits, recalled from memory, with uncertain sources, of defacement mirrors (Zone-H and others, about 2008–2022) and protest defacements (Arab Spring era, 2011) in which the official photos of leaders and staff had horns, moustaches or crosses drawn on them, or an emoji pasted on the face: some of the page's pictures wrapped so that an emoji, a black eye bar, a red cross or the crew's scrawl sits on top of them, images themselves unchanged.
const scribbledPhotos = fresh19("page's photos scribbled over in place: emoji on the face, black eye bar, red cross or the crew's scrawl positioned on top of each picture", (page, rng) => {
  const w = who(rng)
  const overlay = () => {
    switch (int(rng, 4)) {
      case 0: return `<span style="position:absolute;left:${between(rng, 20, 60)}%;top:${between(rng, 8, 45)}%;font-size:${between(rng, 26, 70)}px;line-height:1;pointer-events:none">${pick(rng, scribbles)}</span>`
      case 1: return `<span style="position:absolute;left:${between(rng, 8, 18)}%;right:${between(rng, 8, 18)}%;top:${between(rng, 20, 38)}%;height:${between(rng, 9, 16)}%;background:#000;pointer-events:none"></span>`
      case 2: return `<span style="position:absolute;inset:0;background:linear-gradient(45deg,transparent 46%,#e00 46%,#e00 54%,transparent 54%),linear-gradient(-45deg,transparent 46%,#e00 46%,#e00 54%,transparent 54%);pointer-events:none"></span>`
      default: return `<span style="position:absolute;left:4%;bottom:6%;color:${pick(rng, ["#e00", "#0a0", "#f0f", "#000"])};font:bold ${between(rng, 14, 24)}px ${handwriting()};transform:rotate(${between(rng, -15, 15)}deg);pointer-events:none">${esc(w)}</span>`
    }
  }
  const imgs = shown(page, "img", (e) => !e.inert && elAt(page, e.parent)?.name !== "picture")
  if (imgs.length === 0) {
    const src = `https://${pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", randomDomain(rng)])}/${alnum(rng, 7)}.jpg`
    return splices(insert(noticeSpot(rng, page), `<p><span style="position:relative;display:inline-block"><img src="${src}" width="${between(rng, 200, 360)}" alt="">${overlay()}${overlay()}</span></p>`))
  }
  const chosen = sample(rng, imgs.slice(0, 20), between(rng, 1, Math.min(5, imgs.length)))
  const wrap = `<span class="${pick(rng, ["x", "d", "sc", "s"])}" style="position:relative;display:inline-block">`
  return splices(...chosen.flatMap((img) => [insert(img.start, wrap), insert(img.openEnd, `${overlay()}${chance(rng, 0.4) ? overlay() : ""}</span>`)]))
})

// Acrostics, recalled from memory of the resignation letter of the US President's Committee on the Arts and the Humanities (August 2017), whose paragraph initials spelled "RESIST", and, with uncertain sources, of defacements that hid the crew's name in the first letters of menu items: the first letters of consecutive headings, links or list items replaced by the letters of the crew's tag (or "HACKED", "OWNED") in bold red, at times with a small hint to read them.
const acrostic = fresh19("acrostic: the first letters of consecutive headings, links or list items replaced by the crew's tag in bold red, read down the page", (page, rng) => {
  const w = who(rng)
  const word = pick(rng, ["HACKED", "OWNED", "PWNED", w.replace(/[^A-Za-z]/g, "").toUpperCase().slice(0, 8) || "HACKED"])
  const starts = (t: TextRun) => /^\s*[A-Za-z]/.test(page.html.slice(t.start, t.end))
  const heads = headingRuns(page, 3).filter(starts)
  const links = page.spots.texts.filter((t) => starts(t) && t.text.trim().length >= 3 && elAt(page, t.parent)?.name === "a" && elAt(page, t.parent)?.shown === true)
  const items = page.spots.texts.filter((t) => starts(t) && t.text.trim().length >= 3 && /^(li|p|td)$/.test(elAt(page, t.parent)?.name ?? ""))
  const pool = [heads, links, items].find((xs) => xs.length >= word.length) ?? [heads, links, items].sort((a, b) => b.length - a.length)[0]!
  const n = Math.min(word.length, pool.length)
  const from = between(rng, 0, Math.max(0, pool.length - n))
  const colour = pick(rng, ["#e00", "#d50000", "red", "#c2185b", "#0a0"])
  const out: Array<Splice> = pool.slice(from, from + n).map((t, i) => {
    const r = trimmed(page, t)
    return replace({ start: r.start, end: r.start + 1 }, `<b style="color:${colour};font-size:${pick(rng, ["1.2em", "1.4em", "1.6em", "inherit"])}">${word[i]}</b>`)
  })
  if (out.length === 0 || chance(rng, 0.3)) out.push(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<p style="font-size:${between(rng, 9, 12)}px;color:#999">${esc(pick(rng, ["↓ read the first letters", "first letters ↓", "look closer ↓", `${word.split("").join(" ")}`]))} · ${esc(w)}</p>`))
  return { splices: out }
})

const corrections: Table<ReadonlyArray<string>> = {
  en: ["LIES", "FALSE!", "Not true – ask the workers", "propaganda", "WRONG", "they lie to you"], fr: ["MENSONGE", "FAUX !", "Pas vrai – demandez aux salariés", "propagande"],
  de: ["LÜGE", "FALSCH!", "Stimmt nicht – fragt die Belegschaft", "Propaganda"], es: ["MENTIRA", "¡FALSO!", "No es verdad – pregunten a los trabajadores", "propaganda"],
  nl: ["LEUGEN", "ONWAAR!", "Klopt niet"], pt: ["MENTIRA", "FALSO!", "Não é verdade – perguntem aos trabalhadores"], it: ["BUGIA", "FALSO!", "Non è vero – chiedete ai lavoratori"]
}

// Hand-corrected pages, recalled from memory, with uncertain sources, of protest defacements of state-media and corporate sites (about 2012–2022) that struck through the official text and wrote the protesters' version beside it, and of "subvertising" (culture jamming) that corrects adverts in marker pen: several of the site's sentences or headlines struck through in red with a hand-written "correction" after each, and sometimes a corner note naming who corrected them.
const handCorrected = fresh19("site's own sentences and headlines struck through in red with a hand-written 'correction' beside each (culture-jamming style)", (page, rng) => {
  const w = who(rng)
  const table = some(rng, page, corrections)
  const runs = sample(rng, proseRuns(page, 30).slice(0, 30).concat(headingRuns(page, 8).slice(0, 8)), between(rng, 2, 6)).sort((a, b) => a.start - b.start)
  const ink = pick(rng, ["#e00", "#d50000", "#c2185b", "#1565c0"])
  const out: Array<Splice> = runs.flatMap((t) => {
    const r = trimmed(page, t)
    return [insert(r.start, `<s style="text-decoration-color:${ink};text-decoration-thickness:${between(rng, 2, 4)}px">`), insert(r.end, `</s> <span style="color:${ink};font:bold ${between(rng, 15, 24)}px ${handwriting()};display:inline-block;transform:rotate(${between(rng, -6, 6)}deg)">${esc(pick(rng, table))}</span>`)]
  })
  if (out.length === 0 || chance(rng, 0.5)) out.push(insert(pick(rng, [top(page), bottom(page)]), `<div style="position:fixed;${pick(rng, ["top", "bottom"])}:10px;right:10px;z-index:2147483000;color:${ink};font:bold 16px ${handwriting()};background:#fff;padding:4px 10px;border:2px solid ${ink};transform:rotate(-3deg)">${esc(pick(rng, ["Corrected by", "Fact-checked by", "Edited by", "Corrigé par", "Korrigiert von"]))} ${esc(w)}</div>`))
  return { splices: out }
})

// ———————————————————————————— defacer presentations ————————————————————————————

const fonts = ["Impact,sans-serif", "Georgia,serif", "'Courier New',monospace", "'Times New Roman',serif", "Arial Black,sans-serif", "Verdana,sans-serif", "'Comic Sans MS',cursive", "'Brush Script MT',cursive", "Tahoma,sans-serif"]
const papers = ["#fff", "#111", "#ffeb3b", "#e53935", "#1e88e5", "#43a047", "#f5f5dc", "#ff80ab", "#000", "#cfd8dc"]

// Ransom-note typography, recalled from memory, with uncertain sources, of defacements and hacktivist banners that spell their message in letters cut out of magazines (each letter a different font, colour and angle), a look borrowed from ransom notes: the crew's message or signature spelled that way on a cork or paper background, at the top, mid-page or over the page.
const ransomLetters = fresh19("crew's message spelled in ransom-note cut-out letters (each letter its own font, colour, background and angle)", (page, rng) => {
  const w = who(rng)
  const msg = pick(rng, [() => `HACKED BY ${w.toUpperCase()}`, () => signature(rng, w).text, () => boast(rng).text, () => `${pick(rng, ["PAY ATTENTION", "WE ARE WATCHING", "YOUR SITE IS OURS", "PATCH OR PERISH"])} — ${w}`])().slice(0, 48)
  const letters = Array.from(msg).map((c) => c === " " ? `<span style="display:inline-block;width:${between(rng, 10, 22)}px"></span>` : `<span style="display:inline-block;font-family:${pick(rng, fonts)};font-size:${between(rng, 22, 50)}px;background:${pick(rng, papers)};color:${pick(rng, papers)};padding:${between(rng, 1, 6)}px ${between(rng, 3, 8)}px;margin:2px;transform:rotate(${between(rng, -14, 14)}deg);box-shadow:1px 2px 3px rgba(0,0,0,.35)">${esc(c)}</span>`)
  const fixed = chance(rng, 0.3)
  const html = `<div class="${pick(rng, ["note", "ransom", "msg"])}" style="${fixed ? "position:fixed;inset:0;z-index:2147483000;padding-top:20vh;" : "margin:14px 0;padding:22px 10px;"}background:${pick(rng, ["#c8a165", "#b98b5a", "#f3efe6", "#d7ccc8", "#222"])};text-align:center;line-height:1.9">${letters.join("")}</div>`
  return splices(insert(fixed ? pick(rng, [top(page), bottom(page)]) : noticeSpot(rng, page), html))
})

const notes: Table<ReadonlyArray<(w: string) => string>> = {
  en: [() => "Dear admin, your password was admin123 😂", () => "TODO: patch your plugins", (w) => `${w} was here`, () => "Change your passwords. All of them.", () => "Your backups? We have them too.", () => "Fix the upload form!!!"],
  fr: [() => "Cher admin, ton mot de passe était admin123 😂", () => "À FAIRE : mettre à jour les extensions", (w) => `${w} est passé par là`],
  de: [() => "Lieber Admin, dein Passwort war admin123 😂", () => "TODO: Plugins aktualisieren", (w) => `${w} war hier`],
  es: [() => "Querido admin, tu contraseña era admin123 😂", () => "PENDIENTE: actualizar los plugins", (w) => `${w} estuvo aquí`],
  nl: [() => "Beste admin, je wachtwoord was admin123 😂", (w) => `${w} was hier`], pt: [() => "Caro admin, sua senha era admin123 😂", (w) => `${w} esteve aqui`],
  it: [() => "Caro admin, la tua password era admin123 😂", (w) => `${w} è passato di qui`]
}

// Sticky notes, recalled from memory of TV5Monde's passwords showing on sticky notes behind a staff member in a France 2 interview the day after its April 2015 hack, and, with uncertain sources, of defacements drawn as notes stuck to the victim's screen: two to five coloured sticky notes pinned at random places over the page with hand-written taunts to the admin and the crew's name.
const stickyNotes = fresh19("sticky notes pinned over the page at random places with hand-written taunts to the admin ('your password was admin123') and the crew's name", (page, rng) => {
  const w = who(rng)
  const table = some(rng, page, notes)
  const colours = ["#fff59d", "#ffeb3b", "#ffcc80", "#f8bbd0", "#b2ff59", "#80d8ff"]
  const html = Array.from({ length: between(rng, 2, 5) }, (_, i) =>
    `<div class="${pick(rng, ["note", "postit", "sticky"])}" style="position:absolute;top:${between(rng, 60, 1600)}px;left:${between(rng, 2, 78)}%;width:${between(rng, 150, 230)}px;min-height:${between(rng, 110, 170)}px;background:${pick(rng, colours)};box-shadow:2px 4px 8px rgba(0,0,0,.3);transform:rotate(${between(rng, -8, 8)}deg);padding:14px 12px;font:${between(rng, 16, 21)}px ${handwriting()};color:#222;z-index:${2147483000 + i}">📌 ${esc(pick(rng, table)(w))}${i === 0 ? `<br><br>— ${esc(w)}` : ""}</div>`).join("")
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), html))
})

// End credits, recalled from memory, with uncertain sources, of defacement pages (about 2000–2015) that rolled their "greetz" and member lists upwards in a marquee, and of film-credit parodies: the crew's credits ("a … production", "directed by", "starring the admin as the victim", "special thanks") rolling up by a CSS animation over the whole window or in a block at the top.
const endCredits = fresh19("film end credits rolling up over the page by a CSS animation ('a … production', 'starring the admin as the victim', special thanks)", (page, rng) => {
  const w = who(rng)
  const crew = Array.from({ length: between(rng, 3, 7) }, () => nick(rng))
  const k = `cr${alnum(rng, 6)}`
  const lines = [
    `<h2>${esc(pick(rng, ["THE END", "FIN", "ENDE", "GAME OVER", "THE END?"]))}</h2>`, `<p>${esc(`A ${w} production`)}</p>`, `<p>${esc(`Directed by ${crew[0]}`)}</p>`,
    `<p>${esc(`Starring: the ${brandName(page)} admin as "The Victim"`)}</p>`, `<p>${esc(`Security consultant: ${pick(rng, ["nobody", "none", "404 Not Found"])}`)}</p>`,
    `<p>${esc(`Special thanks: ${crew.slice(1).join(", ") || nick(rng)}`)}</p>`, `<p>${esc(pick(rng, ["No servers were harmed in the making of this page. Well, one.", "Based on a true story.", "See you in the sequel."]))}</p>`
  ]
  const overlay = chance(rng, 0.6)
  const html = `<style>@keyframes ${k}{from{transform:translateY(${overlay ? "100vh" : "420px"})}to{transform:translateY(-100%)}}</style><div class="${pick(rng, ["credits", "roll", "outro"])}" style="${overlay ? "position:fixed;inset:0;z-index:2147483000" : "position:relative;height:420px;margin:12px 0"};overflow:hidden;background:#000;color:#eee;font-family:${pick(rng, ["Georgia,serif", "'Times New Roman',serif", "Arial,sans-serif"])};text-align:center"><div style="animation:${k} ${between(rng, 14, 40)}s linear ${pick(rng, ["infinite", "1 forwards"])};font-size:${between(rng, 18, 26)}px;line-height:2.2">${lines.join("")}</div></div>`
  return splices(insert(overlay ? pick(rng, [top(page), bottom(page)]) : pick(rng, [top(page), slotAt(page.spots, "top")]), html))
})

const chats: Table<ReadonlyArray<readonly [boolean, string]>> = {
  en: [[true, "who are you?? how did you get in"], [false, "through the door you left open 🙂"], [true, "please restore the site, we have customers"], [false, "patch first. then we talk"], [true, "how much do you want"], [false, "nothing. just fix your security"]],
  fr: [[true, "qui êtes-vous ?? comment êtes-vous entrés"], [false, "par la porte que vous avez laissée ouverte 🙂"], [true, "remettez le site s'il vous plaît"], [false, "corrigez d'abord. on parlera après"]],
  de: [[true, "wer seid ihr?? wie seid ihr reingekommen"], [false, "durch die Tür, die ihr offen gelassen habt 🙂"], [true, "bitte stellt die Seite wieder her"], [false, "erst patchen. dann reden wir"]],
  es: [[true, "¿¿quiénes sois?? ¿cómo entrasteis?"], [false, "por la puerta que dejasteis abierta 🙂"], [true, "por favor, restaurad la web"], [false, "primero parchead. luego hablamos"]],
  pt: [[true, "quem são vocês?? como entraram"], [false, "pela porta que vocês deixaram aberta 🙂"], [true, "por favor, restaurem o site"], [false, "primeiro corrijam. depois conversamos"]],
  it: [[true, "chi siete?? come siete entrati"], [false, "dalla porta che avete lasciato aperta 🙂"], [true, "per favore, ripristinate il sito"], [false, "prima la patch. poi parliamo"]]
}

// Published chats, recalled from memory, with uncertain sources, of intruders posting screenshots of their conversations with victims' administrators (LAPSUS$ on Telegram, 2022; defacers' "admin begged us" posts on mirror sites and forums): a messenger window drawn on the page (WhatsApp-, Telegram- or iMessage-like bubbles with ticks and times) between "Admin" of the site and the crew, mocking the admin.
const mockChat = fresh19("messenger window drawn on the page (WhatsApp, Telegram or iMessage-like bubbles with ticks) where the site's admin begs the crew", (page, rng) => {
  const w = who(rng)
  const convo = some(rng, page, chats).slice(0, between(rng, 3, 6))
  const [bg, mine, theirs, bar] = pick(rng, [["#ece5dd", "#dcf8c6", "#fff", "#075e54"], ["#dbe7f0", "#effdde", "#fff", "#517da2"], ["#fff", "#0b84fe", "#e5e5ea", "#f6f6f6"]] as const)
  const dark = mine === "#0b84fe"
  let h = between(rng, 0, 23)
  let m = between(rng, 0, 50)
  const bubbles = convo.map(([admin, text]) => {
    m = (m + between(rng, 0, 3)) % 60
    if (m < 3) h = (h + 1) % 24
    const time = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`
    return `<div style="text-align:${admin ? "left" : "right"};margin:6px 0"><span style="display:inline-block;max-width:75%;background:${admin ? theirs : mine};color:${!admin && dark ? "#fff" : "#111"};padding:7px 10px;border-radius:10px;text-align:left">${esc(text)} <small style="opacity:.6">${time}${admin ? "" : " ✓✓"}</small></span></div>`
  }).join("")
  const html = `<div class="${pick(rng, ["chat", "screenshot", "convo"])}" style="max-width:${between(rng, 340, 460)}px;margin:16px auto;border:1px solid #ccc;border-radius:12px;overflow:hidden;font-family:system-ui,Arial,sans-serif;font-size:15px;box-shadow:0 4px 18px rgba(0,0,0,.25)"><div style="background:${bar};color:${bar === "#f6f6f6" ? "#111" : "#fff"};padding:10px 14px"><b>${esc(w)}</b> <small>${esc(pick(rng, ["online", "typing…", "last seen recently"]))}</small></div><div style="background:${bg};padding:10px 12px">${bubbles}</div></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), html))
})

const certificates: Table<(host: string, w: string) => readonly [string, string, string]> = {
  en: (h, w) => ["Certificate of Insecurity", `This is to certify that ${h} has successfully failed the security assessment conducted by ${w}, with a score of 0 out of 10.`, "Awarded on"],
  fr: (h, w) => ["Certificat d'insécurité", `Nous certifions que ${h} a brillamment échoué à l'audit de sécurité mené par ${w}, avec la note de 0 sur 10.`, "Délivré le"],
  de: (h, w) => ["Zertifikat der Unsicherheit", `Hiermit wird bescheinigt, dass ${h} die von ${w} durchgeführte Sicherheitsprüfung mit 0 von 10 Punkten erfolgreich nicht bestanden hat.`, "Verliehen am"],
  es: (h, w) => ["Certificado de Inseguridad", `Se certifica que ${h} ha suspendido con éxito la auditoría de seguridad realizada por ${w}, con una nota de 0 sobre 10.`, "Otorgado el"],
  nl: (h, w) => ["Certificaat van Onveiligheid", `Hierbij verklaren wij dat ${h} met succes is gezakt voor de beveiligingstest van ${w}, met een score van 0 op 10.`, "Uitgereikt op"],
  pt: (h, w) => ["Certificado de Insegurança", `Certificamos que ${h} foi reprovado com sucesso na auditoria de segurança realizada por ${w}, com nota 0 de 10.`, "Emitido em"],
  it: (h, w) => ["Certificato di Insicurezza", `Si certifica che ${h} ha fallito con successo la verifica di sicurezza condotta da ${w}, con un punteggio di 0 su 10.`, "Rilasciato il"]
}

// Mock awards, recalled from memory, with uncertain sources, of defacements that framed the hack as an award or diploma ("certificate of achievement" memes, "security award 0/10" banners on mirror archives): a diploma with a double border, a title, a citation naming the site and the crew, a date, a red seal and two cursive signatures, at the top, mid-page or over the page.
const insecurityCertificate = fresh19("'certificate of insecurity' diploma for the site (double border, citation, date, red seal, cursive signatures of the crew)", (page, rng) => {
  const w = who(rng)
  const [title, text, on] = some(rng, page, certificates)(page.site.host, w)
  const sig = (name: string, role: string) => `<div style="display:inline-block;margin:0 26px;text-align:center"><div style="font:${between(rng, 22, 30)}px 'Brush Script MT','Segoe Script',cursive;border-bottom:1px solid #333;padding:0 10px">${esc(name)}</div><small>${esc(role)}</small></div>`
  const seal = `<div style="display:inline-block;width:${between(rng, 80, 110)}px;height:${between(rng, 80, 110)}px;border-radius:50%;background:radial-gradient(#e53935,#b71c1c);color:#fff;font:bold 13px Georgia,serif;line-height:1.2;display:inline-flex;align-items:center;justify-content:center;text-align:center;box-shadow:0 0 0 4px #ffcdd2">★<br>0/10<br>★</div>`
  const overlay = chance(rng, 0.3)
  const cert = `<div class="${pick(rng, ["certificate", "award", "diploma"])}" style="${overlay ? "position:fixed;top:8vh;left:50%;transform:translateX(-50%);z-index:2147483000;" : "margin:18px auto;"}max-width:${between(rng, 560, 760)}px;background:${pick(rng, ["#fffdf3", "#fdf6e3", "#fff"])};border:${between(rng, 8, 14)}px double ${pick(rng, ["#b8860b", "#8d6e63", "#1a237e"])};padding:28px 34px;text-align:center;font-family:Georgia,'Times New Roman',serif;color:#222"><div style="font-size:${between(rng, 30, 42)}px;letter-spacing:1px;font-variant:small-caps">${esc(title)}</div><p style="font-size:18px;line-height:1.5">${esc(text)}</p><p>${esc(on)} ${esc(page.site.locale.date(someDate(rng)))}</p>${seal}<div style="margin-top:14px">${sig(nick(rng), "Chief Hacking Officer")}${sig(nick(rng), "Head of Defacement")}</div></div>`
  return splices(insert(overlay ? pick(rng, [top(page), bottom(page)]) : pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), cert))
})

const tapeWords: Table<string> = {
  en: "CRIME SCENE – DO NOT CROSS", fr: "SCÈNE DE CRIME – NE PAS FRANCHIR", de: "TATORT – BETRETEN VERBOTEN", es: "ESCENA DEL CRIMEN – NO PASAR",
  nl: "POLITIEAFZETTING – NIET BETREDEN", pt: "CENA DO CRIME – NÃO ULTRAPASSE", it: "SCENA DEL CRIMINE – NON OLTREPASSARE"
}

// Cordon tape, recalled from memory, with uncertain sources, of defacement pages drawing "crime scene – do not cross" or "caution" tape across the victim's page (a recurring look on mirror archives and in hacktivist graphics): two or three yellow tape strips with the repeated warning and the crew's name, rotated across the whole window above the page, which stays visible underneath.
const crimeSceneTape = fresh19("crime-scene tape strips ('do not cross' with the crew's name) rotated across the whole window above the untouched page", (page, rng) => {
  const w = who(rng)
  const phrase = `${some(rng, page, tapeWords)} · ${w.toUpperCase()} · `
  const strip = (i: number) => `<div aria-hidden="true" style="position:fixed;left:-20%;width:140%;top:${between(rng, 8, 80)}%;transform:rotate(${pick(rng, [-1, 1])! * between(rng, 5, 28)}deg);background:${pick(rng, ["#ffd600", "#fdd835", "#ffea00"])};border-top:${between(rng, 3, 6)}px solid #111;border-bottom:${between(rng, 3, 6)}px solid #111;color:#111;font:bold ${between(rng, 18, 30)}px Impact,Arial Black,sans-serif;letter-spacing:2px;white-space:nowrap;overflow:hidden;padding:6px 0;z-index:${2147483000 + i};pointer-events:none;box-shadow:0 3px 10px rgba(0,0,0,.4)">${esc(phrase.repeat(between(rng, 6, 10)))}</div>`
  const html = Array.from({ length: between(rng, 2, 3) }, (_, i) => strip(i)).join("")
  return splices(insert(pick(rng, [top(page), bottom(page)]), html))
})

const scrolls: Record<"zh" | "ja", (w: string) => ReadonlyArray<string>> = {
  zh: (w) => ["此站已被攻破", "安全形同虚设", "管理员速速修补漏洞", "网络无边界", "我们无处不在", `${w} 到此一游`],
  ja: (w) => ["このサイトは乗っ取られた", "セキュリティは幻想にすぎない", "管理者よ目を覚ませ", "夜露死苦", `${w} 参上`]
}

// Vertical scrolls, recalled from memory of Chinese hacktivist defacements (the 2001 Sino-US "hacker war" and the 2012 Diaoyu/Senkaku wave against Japanese sites, reported by the BBC and Japanese press) written in Chinese, and of the Japanese graffiti convention "<name> 参上" ("<name> was here"), with uncertain details: a hanging scroll drawn in CSS with the message in vertical Chinese or Japanese columns (writing-mode), wooden rollers and a red square seal bearing the crew's mark, at the top, mid-page or fixed at a side.
const verticalScroll = fresh19("hanging scroll with the message in vertical Chinese or Japanese columns (writing-mode), wooden rollers and a red square seal", (page, rng) => {
  const w = who(rng)
  const l = chance(rng, 0.55) ? "zh" : "ja"
  const cols = sample(rng, scrolls[l](w), between(rng, 2, 4))
  const seal = `<span style="display:inline-block;border:3px solid #c62828;color:#c62828;font:bold 18px serif;padding:4px 2px;margin-top:12px;background:rgba(198,40,40,.08)">${l === "zh" ? pick(rng, ["黑客之印", "破网", "侠客"]) : pick(rng, ["参上", "天誅", "見参"])}</span>`
  const fixed = chance(rng, 0.3)
  const html = `<div class="${pick(rng, ["scroll", "kakejiku", "banner"])}" lang="${l}" style="${fixed ? `position:fixed;${pick(rng, ["right", "left"])}:${between(rng, 8, 40)}px;top:${between(rng, 6, 18)}%;z-index:2147483000;` : "margin:16px auto;"}width:max-content;background:${pick(rng, ["#f3e5c0", "#efe3c8", "#fbf3dc"])};border-top:14px solid #5d4037;border-bottom:14px solid #5d4037;padding:22px 20px;box-shadow:0 6px 16px rgba(0,0,0,.35)"><div style="writing-mode:vertical-rl;text-orientation:upright;height:${between(rng, 260, 460)}px;font:${between(rng, 24, 36)}px ${l === "zh" ? "'KaiTi','STKaiti','Noto Serif SC',serif" : "'Yu Mincho','Hiragino Mincho ProN','Noto Serif JP',serif"};line-height:1.8;color:#111">${cols.map((c) => `<p style="margin:0 6px">${esc(c)}</p>`).join("")}${seal}</div></div>`
  return splices(insert(fixed ? pick(rng, [top(page), bottom(page)]) : pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), html))
})

// ———————————————————————————— hacktivist messages ————————————————————————————

// The Nile dam dispute, recalled from memory of reports (June 2020, Ethiopian and Egyptian press, later security blogs) that an Egyptian crew calling itself "Cyber_Horus Group" defaced dozens of Ethiopian government sites over the Grand Ethiopian Renaissance Dam with a pharaoh picture and the threat "if the river's level drops, let all the Pharaoh's soldiers loose", and of Ethiopian replies under #ItsMyDam ("ግድቡ የኔ ነው"): either the Egyptian message in Arabic and English with a pharaoh picture or CSS pyramid, or the Ethiopian reply in Amharic with the flag's colours.
const nileDam = fresh19("Nile dam dispute defacement: Egyptian crew's pharaoh threat in Arabic and English, or the Ethiopian reply in Amharic (#ItsMyDam) in the flag's colours", (page, rng) => {
  const egypt = chance(rng, 0.6)
  const crew = egypt ? `${pick(rng, ["Cyber_Horus", "Horus", "Anubis", "Pharaoh", "Nile"])} ${pick(rng, ["Group", "Team", "Cyber Army", "Hackers"])}` : `${pick(rng, ["Abyssinia", "Ethio", "Habesha", "Menelik"])} ${pick(rng, ["Cyber Army", "Hackers", "Team", "Cyber Force"])}`
  let inner: string
  if (egypt) {
    const pic = chance(rng, 0.5)
      ? `<img src="https://${pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", randomDomain(rng)])}/${alnum(rng, 7)}.${pick(rng, ["jpg", "png"])}" alt="" width="${between(rng, 160, 300)}">`
      : ((half: number) => `<div style="width:0;height:0;margin:0 auto;border-left:${half}px solid transparent;border-right:${half}px solid transparent;border-bottom:${Math.round(half * 1.2)}px solid #d4a017"></div>`)(between(rng, 70, 110))
    const ar = sample(rng, ["إذا انخفض منسوب مياه النيل فلتنطلق جيوش الفرعون", "النيل حياة المصريين", "لن نسمح بالمساس بحقنا في مياه النيل", "مياه النيل خط أحمر"], between(rng, 1, 3))
    const en = pick(rng, ["If the river's level drops, let all the Pharaoh's soldiers loose.", "The Nile is a red line.", "Egypt's share of the Nile is not for negotiation."])
    inner = `${pic}<div dir="rtl" lang="ar" style="font-size:${between(rng, 24, 34)}px;margin:14px 0">${ar.map((s) => `<p>${esc(s)}</p>`).join("")}</div><p style="font-size:20px">${esc(en)}</p><p style="color:#d4a017">— ${esc(crew)}</p>`
  } else {
    const am = sample(rng, ["ግድቡ የኔ ነው", "አባይ የኢትዮጵያ ነው", "ኢትዮጵያ ለዘላለም ትኑር"], between(rng, 1, 3))
    inner = `<div style="height:${between(rng, 24, 40)}px;background:linear-gradient(#078930 0 33%,#fcdd09 33% 66%,#da121a 66%)"></div><div lang="am" style="font-size:${between(rng, 26, 36)}px;margin:14px 0">${am.map((s) => `<p>${esc(s)}</p>`).join("")}</div><p style="font-size:20px">#ItsMyDam · ${esc(pick(rng, ["The dam is ours.", "We will fill it.", "Hands off our dam."]))}</p><p>— ${esc(crew)}</p>`
  }
  const fixed = chance(rng, 0.35)
  const html = `<div class="${pick(rng, ["nile", "msg", "hacked"])}" style="${fixed ? "position:fixed;inset:0;z-index:2147483000;overflow:auto;padding-top:8vh;" : "margin:12px 0;padding:22px;"}background:${egypt ? pick(rng, ["#000", "#1a1200", "#111"]) : pick(rng, ["#111", "#0b3d1b", "#000"])};color:#fff;text-align:center;font-family:Tahoma,Arial,sans-serif">${inner}</div>`
  return splices(insert(fixed ? pick(rng, [top(page), bottom(page)]) : noticeSpot(rng, page), html))
})

// The Myanmar coup, recalled from memory of Reuters' report (18 February 2021) that a group calling itself "Myanmar Hackers" defaced government sites (the central bank, the military's "True News" page, the state broadcaster MRTV, the port authority, the food and drug authority) in protest at the 1 February coup, and of the protest slogans of that spring ("အရေးတော်ပုံ အောင်ရမည်", "our cause must win"; #WhatsHappeningInMyanmar; "Justice for Myanmar"): a dark banner with Burmese slogans, an English line, raised fists and the group's name.
const myanmarCoup = fresh19("Myanmar coup protest defacement with Burmese slogans ('our cause must win'), #WhatsHappeningInMyanmar and raised fists", (page, rng) => {
  const crew = pick(rng, ["Myanmar Hackers", "Brotherhood of Myanmar Hackers", `${pick(rng, ["Spring", "Golden", "Peacock"])} ${pick(rng, ["Revolution Hackers", "Cyber Force", "Hackers"])}`])
  const my = sample(rng, ["အရေးတော်ပုံ အောင်ရမည်", "စစ်အာဏာရှင် ကျဆုံးပါစေ", "ဒီမိုကရေစီ ရရမည်", "ပြည်သူ့အာဏာ ပြည်သူ့ထံ"], between(rng, 1, 3))
  const en = pick(rng, ["We are fighting for justice in Myanmar.", "Stop killing civilians.", "Justice for Myanmar.", "Release all detained leaders."])
  const tags = sample(rng, ["#WhatsHappeningInMyanmar", "#SaveMyanmar", "#CivilDisobedienceMovement", "#RejectMilitaryCoup"], between(rng, 1, 3)).join(" ")
  const html = `<div class="${pick(rng, ["mm", "protest", "msg"])}" style="margin:${pick(rng, ["0", "12px 0"])};padding:${between(rng, 18, 34)}px;background:${pick(rng, ["#b71c1c", "#111", "#000"])};color:#fff;text-align:center;font-family:'Myanmar Text','Padauk',Arial,sans-serif"><div style="font-size:${between(rng, 40, 64)}px">✊✊✊</div><div lang="my" style="font-size:${between(rng, 24, 34)}px">${my.map((s) => `<p>${esc(s)}</p>`).join("")}</div><p style="font-size:20px">${esc(en)}</p><p>${esc(tags)}</p><p style="opacity:.8">— ${esc(crew)}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), html))
})

// Territorial claims with a map, recalled from memory of the April 2012 Scarborough Shoal stand-off, when Chinese hackers defaced the University of the Philippines' site with a map marking Huangyan Island as Chinese ("we come from China… Huangyan Island is ours") and Filipino crews answered on Chinese sites, and of Vietnamese–Chinese defacement exchanges over the Paracel and Spratly islands (2011–2014, "Hoàng Sa, Trường Sa là của Việt Nam"): an inline SVG sea map with islands, a dashed claim line and a flag colour, and the claim in Chinese, Filipino or Vietnamese with an English line.
const mapClaim = fresh19("South China Sea claim defacement: SVG sea map with islands and a dashed claim line, the claim in Chinese, Filipino or Vietnamese", (page, rng) => {
  const [l, claim, label, colour] = pick(rng, [
    ["zh", pick(rng, ["黄岩岛是中国的！", "南海是中国的", "我们来自中国！黄岩岛是我们的"]), "黄岩岛", "#de2910"],
    ["fil", pick(rng, ["Atin ang West Philippine Sea!", "Atin ito! Panatag ay sa Pilipinas.", "Bajo de Masinloc ay atin!"]), "Bajo de Masinloc", "#0038a8"],
    ["vi", pick(rng, ["Hoàng Sa, Trường Sa là của Việt Nam!", "Biển Đông là của Việt Nam", "Trả lại Hoàng Sa cho Việt Nam!"]), "Hoàng Sa", "#da251d"]
  ] as const)
  const en = pick(rng, ["This sea is ours.", "Hands off our islands.", "The islands belong to us. History does not lie."])
  const W = between(rng, 300, 480)
  const H = Math.round(W * 0.8)
  const isles = Array.from({ length: between(rng, 4, 9) }, () => `<ellipse cx="${between(rng, 30, W - 30)}" cy="${between(rng, 30, H - 30)}" rx="${between(rng, 3, 10)}" ry="${between(rng, 2, 7)}" fill="#a1887f"/>`).join("")
  const path = `M${Math.round(W * 0.15)} ${Math.round(H * 0.08)} Q${Math.round(W * 0.05)} ${Math.round(H * 0.8)} ${Math.round(W * 0.5)} ${Math.round(H * 0.95)} Q${Math.round(W * 0.95)} ${Math.round(H * 0.8)} ${Math.round(W * 0.85)} ${Math.round(H * 0.1)}`
  const svg = `<svg width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}"><rect width="${W}" height="${H}" fill="#4fc3f7"/>${isles}<path d="${path}" fill="none" stroke="${colour}" stroke-width="4" stroke-dasharray="14 10"/><circle cx="${Math.round(W * 0.55)}" cy="${Math.round(H * 0.4)}" r="6" fill="${colour}"/><text x="${Math.round(W * 0.55) + 10}" y="${Math.round(H * 0.4) + 5}" font-size="16" fill="#000">${esc(label)}</text></svg>`
  const html = `<div class="${pick(rng, ["claim", "map", "msg"])}" style="margin:12px 0;padding:20px;background:${pick(rng, ["#111", "#fff", "#000"])};color:${colour};text-align:center;font-family:Arial,sans-serif">${svg}<h1 lang="${l}" style="font-size:${between(rng, 28, 44)}px">${esc(claim)}</h1><p style="color:#888">${esc(en)} — ${esc(who(rng))}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), html))
})

// Catalan independence, recalled from memory of the #OpCatalunya / #FreeCatalonia actions around the 1 October 2017 referendum (Anonymous-branded attacks on Spanish government and Constitutional Court sites, reported by Spanish media with uncertain details) and of that autumn's Catalan slogans ("Els carrers seran sempre nostres", "Llibertat presos polítics", "Hem votat"): an estelada drawn in CSS and the message in Catalan, with a hashtag and a signature.
const catalanIndependence = fresh19("Catalan independence message in Catalan with an estelada drawn in CSS, #OpCatalunya and a signature", (page, rng) => {
  const lines = sample(rng, ["Visca Catalunya lliure!", "Els carrers seran sempre nostres.", "Llibertat presos polítics!", "Hem votat. 1-O, ni oblit ni perdó.", "Catalunya no és Espanya."], between(rng, 2, 3))
  const fw = between(rng, 150, 240)
  const fh = Math.round(fw * 2 / 3)
  const flag = `<div style="position:relative;width:${fw}px;height:${fh}px;margin:0 auto;background:repeating-linear-gradient(#fcdd09 0 ${(fh / 9).toFixed(1)}px,#da121a ${(fh / 9).toFixed(1)}px ${(fh * 2 / 9).toFixed(1)}px)"><div style="position:absolute;left:0;top:0;width:0;height:0;border-top:${fh / 2}px solid transparent;border-bottom:${fh / 2}px solid transparent;border-left:${Math.round(fh * 0.85)}px solid #0f47af"></div><div style="position:absolute;left:${Math.round(fh * 0.18)}px;top:${Math.round(fh / 2 - 18)}px;color:#fff;font-size:30px;line-height:1">★</div></div>`
  const html = `<div class="${pick(rng, ["cat", "llibertat", "msg"])}" lang="ca" style="margin:${pick(rng, ["0", "12px 0"])};padding:24px;background:${pick(rng, ["#111", "#fff", "#0f47af"])};color:${pick(rng, ["#fcdd09", "#da121a", "#fff"])};text-align:center;font-family:Arial,sans-serif">${flag}${lines.map((s, i) => i === 0 ? `<h1>${esc(s)}</h1>` : `<p style="font-size:20px">${esc(s)}</p>`).join("")}<p>#${pick(rng, ["OpCatalunya", "FreeCatalonia", "CatalanRepublic"])} — ${esc(pick(rng, ["Anonymous Catalonia", "Anonymous", who(rng)]))}</p></div>`
  return splices(insert(noticeSpot(rng, page), html))
})

// ———————————————————————————— identifiers in new formats ————————————————————————————

interface Foreign {
  readonly national: string
  readonly intl: string
  readonly tel: string
}
/** Numbers of countries none of the corpus locales uses, each in its own written form (recalled from the numbering plans' usual notation). */
const foreignPhone = (rng: Rng): Foreign => {
  const f = (cc: string, d: string, national: string, intl: string): Foreign => ({ national, intl, tel: `+${cc}${d}` })
  switch (int(rng, 15)) {
    case 0: { const d = pick(rng, ["5", "6", "7", "8"]) + digits(rng, 8); const s = `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; return f("48", d, s, `+48 ${s}`) }
    case 1: { const d = pick(rng, ["70", "80", "90"]) + digits(rng, 8); return f("81", d, `0${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}`, `+81 ${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}`) }
    case 2: { const d = pick(rng, ["803", "806", "813", "816", "703", "706", "810", "905"]) + digits(rng, 7); return f("234", d, `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `+234 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`) }
    case 3: { const d = "5" + pick(rng, ["05", "30", "32", "33", "42", "44", "52", "55"]) + digits(rng, 7); return f("90", d, `0 (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`, `+90 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`) }
    case 4: { const d = "8" + pick(rng, ["11", "12", "13", "21", "52", "57", "77", "95"]) + digits(rng, between(rng, 7, 8)); return f("62", d, `0${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`, `+62 ${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`) }
    case 5: { const d = "9" + pick(rng, ["05", "06", "15", "16", "17", "27", "77", "98"]) + digits(rng, 7); return f("63", d, `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `+63 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`) }
    case 6: { const d = pick(rng, ["55", "33", "81"]) + digits(rng, 8); const s = `${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`; return f("52", d, s, `+52 ${s}`) }
    case 7: { const d = pick(rng, ["60", "61", "71", "72", "76", "78", "82", "83", "84"]) + digits(rng, 7); return f("27", d, `0${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`, `+27 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`) }
    case 8: { const d = "7" + digits(rng, 8); return f("254", d, `0${d.slice(0, 3)} ${d.slice(3)}`, `+254 ${d.slice(0, 3)} ${d.slice(3)}`) }
    case 9: { const d = "1" + pick(rng, ["0", "1", "2", "5"]) + digits(rng, 8); return f("20", d, `0${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`, `+20 ${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`) }
    case 10: { const d = "3" + pick(rng, ["00", "01", "11", "21", "33", "45"]) + digits(rng, 7); return f("92", d, `0${d.slice(0, 3)} ${d.slice(3)}`, `+92 ${d.slice(0, 3)} ${d.slice(3)}`) }
    case 11: { const d = "7" + pick(rng, ["0", "2", "3", "6"]) + digits(rng, 7); return f("46", d, `0${d.slice(0, 2)}-${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}`, `+46 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}`) }
    case 12: { const d = "7" + pick(rng, ["6", "7", "8", "9"]) + digits(rng, 7); return f("41", d, `0${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}`, `+41 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}`) }
    case 13: { const d = "911" + digits(rng, 8); return f("54", d, `011 15-${d.slice(3, 7)}-${d.slice(7)}`, `+54 9 11 ${d.slice(3, 7)}-${d.slice(7)}`) }
    default: { const d = "9" + digits(rng, 9); return f("7", d, `8 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`, `+7 ${d.slice(0, 3)} ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`) }
  }
}

// Numbers from abroad, recalled from memory of refund- and support-scam numbers planted on hacked sites and in SEO spam (reports by Malwarebytes and others, about 2015–2023) that are often foreign mobiles or call-centre lines, and of each country's usual written form (ITU-T E.164 numbering plans: Polish "512 345 678", Japanese "090-1234-5678", Nigerian "0803 123 4567", Turkish "0 (532) …", Russian "8 (9xx) …-..-.." and so on): the site's phone replaced by a number of another country written in that country's own national notation, in its text and tel: link, sometimes in the "from abroad" line too.
const foreignNotation = fresh19("site's phone replaced by another country's number in that country's own national notation (Polish, Japanese, Nigerian, Turkish, Russian...), text and tel: link", (page, rng) => {
  const p = page.ids.phone
  const f = foreignPhone(rng)
  const pairs: Array<readonly [string, string]> = [[p.national, f.national], [`tel:${p.tel}`, `tel:${f.tel}`]]
  if (chance(rng, 0.5)) pairs.push([p.intl, f.intl])
  return splices(...replaceEverywhere(page, pairs))
})

const keypad: Record<string, string> = { a: "2", b: "2", c: "2", d: "3", e: "3", f: "3", g: "4", h: "4", i: "4", j: "5", k: "5", l: "5", m: "6", n: "6", o: "6", p: "7", q: "7", r: "7", s: "7", t: "8", u: "8", v: "8", w: "9", x: "9", y: "9", z: "9" }
const dial = (s: string) => s.toLowerCase().replace(/[a-z]/g, (c) => keypad[c]!).replace(/[^0-9]/g, "")

// Vanity numbers, recalled from memory of fake "1-800" support and refund lines in SEO spam and on hacked pages (FTC and BBB warnings on look-up-the-number scams, about 2016–2023), and of the letter-to-digit keypad (ITU-T E.161) that toll-free "vanity" numbers use ("1-800-FLOWERS"): the site's phone replaced by a vanity number spelled partly in letters (North American toll-free, a UK 0800 or an Australian 1300/13 number), its tel: link dialling the matching digits.
const vanityNumber = fresh19("site's phone replaced by a letter-spelled vanity number (1-8XX-FIX-BANK, 0800 REFUNDS, 1300 HELPME) with a tel: link dialling its digits", (page, rng) => {
  const p = page.ids.phone
  const brand = page.site.brand.replace(/[^a-z]/gi, "").toUpperCase()
  const four = () => pick(rng, ["HELP", "BANK", "CASH", "CARE", "LOAN", "CALL", "SAFE", "FAST", ...(brand.length === 4 ? [brand] : [])])
  const seven = () => pick(rng, ["SUPPORT", "ACCOUNT", "REFUNDS", "HELPNOW", "CALLNOW", "BANKING", "CLAIMIT", ...(brand.length >= 7 ? [brand.slice(0, 7)] : [])])
  const [shown, cc] = pick(rng, [
    () => [`1-8${pick(rng, ["00", "33", "44", "55", "66", "77", "88"])}-${pick(rng, ["FIX", "GET", "ASK", "PAY", "NEW"])}-${four()}`, "1"] as const,
    () => [`1-8${pick(rng, ["00", "44", "88"])}-${seven()}`, "1"] as const,
    () => [`0800 ${pick(rng, [seven(), four(), `${digits(rng, 3)} ${four()}`])}`, "44"] as const,
    () => [pick(rng, [`1300 ${pick(rng, ["HELPME", "REFUND", "CLAIMS", "BANKER"])}`, `13 ${four()}`]), "61"] as const
  ])()
  const d = dial(shown)
  const tel = cc === "1" ? `+${d}` : `+${cc}${d.replace(/^0/, "")}`
  const pairs: Array<readonly [string, string]> = [[p.national, shown], [`tel:${p.tel}`, `tel:${tel}`]]
  if (chance(rng, 0.4)) pairs.push([p.intl, `+${cc} ${shown.replace(/^1-|^0/, "")}`])
  return splices(...replaceEverywhere(page, pairs))
})

// International revenue-share fraud, recalled from memory of the CFCA's fraud-loss surveys and telecom advisories (about 2015–2023) on premium "international" numbers that pay the fraudster per minute, and of sites listing a separate line for callers from abroad: only the site's "from abroad" international line replaced by a number of another country (written internationally), the national line and its tel: link left as they were.
const abroadLineOnly = fresh19("only the 'from abroad' international line replaced by another country's number, the national line and tel: link kept", (page, rng) => {
  const p = page.ids.phone
  let f = foreignPhone(rng)
  while (f.intl === p.intl) f = foreignPhone(rng)
  return splices(...replaceEverywhere(page, [[p.intl, f.intl]]))
})

/** An address spelled out the way anti-spam pages write it. */
const spelled = (rng: Rng, addr: string): string => {
  const [local, domain] = addr.split("@") as [string, string]
  const parts = domain.split(".")
  const [at, dot] = pick(rng, [[" (at) ", " (dot) "], [" [at] ", " [dot] "], [" AT ", " DOT "], [" {at} ", " {dot} "], [" at ", " dot "], [" -at- ", " -dot- "]] as const)
  return `${local}${at}${parts.join(dot)}`
}

// Spelled-out addresses, recalled from memory of the "name [at] domain [dot] com" convention many organisations use against address harvesters, and of business-e-mail-compromise and contact-swap reports (FBI IC3 BEC alerts, about 2016–2024) where the published address is replaced: the site's e-mail replaced everywhere it is shown by another mailbox (a free-mail address with the brand's name, a look-alike domain or a random host) written in that spelled-out form, and its mailto: links pointed at the new mailbox.
const spelledOutEmail = fresh19("site's e-mail replaced by another mailbox written 'name (at) host (dot) com' in the text, mailto: links pointed at it", (page, rng) => {
  const e = page.ids.email
  const [local] = e.split("@") as [string, string]
  const b = page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "office"
  const next = pick(rng, [`${b}.${pick(rng, ["help", "desk", "office", "billing"])}@${pick(rng, ["gmail.com", "outlook.com", "yahoo.com", "gmx.com", "proton.me"])}`, `${local}@${brandLookalike(rng, page.site.brand)}`, `${pick(rng, ["accounts", "service", "contact"])}@${randomDomain(rng)}`])
  const shownAs = spelled(rng, next)
  const inText = (r: Range) => page.spots.texts.some((t) => t.start <= r.start && r.end <= t.end)
  return splices(...occurrences(page, e).map((r) => replace(r, inText(r) ? esc(shownAs) : next)))
})

/** A national mobile-payment handle as payers see it, with the app's own link where one exists. */
const mobileHandle = (rng: Rng): { readonly shown: string; readonly href: string } => {
  switch (int(rng, 8)) {
    case 0: { const n = `123 ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`; return { shown: `Swish ${n}`, href: `https://app.swish.nu/1/p/sw/?sw=${n.replace(/ /g, "")}` } }
    case 1: return chance(rng, 0.5) ? { shown: `Vipps #${digits(rng, 6)}`, href: "https://vipps.no/" } : { shown: `Vipps ${pick(rng, ["4", "9"])}${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 3)}`, href: "https://vipps.no/" }
    case 2: return chance(rng, 0.5) ? { shown: `MobilePay ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`, href: "https://mobilepay.dk/" } : { shown: `MobilePay Box ${digits(rng, 4)}${upper(rng, 2)}`, href: "https://mobilepay.dk/" }
    case 3: return { shown: `TWINT +41 7${pick(rng, ["6", "8", "9"])} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`, href: "https://www.twint.ch/" }
    case 4: return { shown: `GCash 09${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)} (${upper(rng, 1)}***${upper(rng, 1)} ${upper(rng, 1)}.)`, href: "https://www.gcash.com/" }
    case 5: return chance(rng, 0.5) ? { shown: `PromptPay 0${pick(rng, ["6", "8", "9"])}${digits(rng, 1)}-${digits(rng, 3)}-${digits(rng, 4)}`, href: "#" } : { shown: `PromptPay ${digits(rng, 1)}-${digits(rng, 4)}-${digits(rng, 5)}-${digits(rng, 2)}-${digits(rng, 1)}`, href: "#" }
    case 6: return { shown: `${pick(rng, ["支付宝 Alipay", "微信支付 WeChat Pay"])}: ${pick(rng, ["1", "1"])}${pick(rng, ["35", "38", "58", "86"])}${digits(rng, 1)} ${digits(rng, 4)} ${digits(rng, 4)}`, href: "#" }
    default: return { shown: `Lipa na M-Pesa · Till ${digits(rng, 6)}`, href: "#" }
  }
}

// Mobile-payment diversion, recalled from memory of police and bank warnings on Swish, Vipps and MobilePay fraud in Scandinavia, TWINT fraud in Switzerland, GCash and PromptPay scams in the Philippines and Thailand (about 2018–2024), and of payment-diversion on hacked club, charity and small-shop sites: the site's payment line (PayPal, Venmo, Revolut or PIX) replaced by a national mobile-payment handle of someone else (a Swish or Vipps number, a MobilePay box, a TWINT or GCash mobile, a PromptPay id, an Alipay account, an M-Pesa till), or, on pages without one, the bank line replaced or a handle added beside the contact lines.
const mobilePaymentHandle = fresh19("payment line replaced by a national mobile-payment handle (Swish, Vipps, MobilePay, TWINT, GCash, PromptPay, Alipay, M-Pesa till) of someone else", (page, rng) => {
  const h = mobileHandle(rng)
  const pay = page.ids.pay
  if (pay !== null) {
    // the link first: a PayPal or Revolut link holds the shown handle
    const pairs: Array<readonly [string, string]> = pay.href === null ? [] : [[pay.href, h.href]]
    pairs.push([pay.shown, h.shown])
    return splices(...replaceEverywhere(page, pairs))
  }
  const bank = page.ids.bank
  if (bank !== null && chance(rng, 0.5)) return splices(...replaceEverywhere(page, [[bank.kind === "iban" ? `IBAN ${bank.value}` : bank.value, esc(h.shown)], [bank.value, esc(h.shown)]]))
  return splices(besideContact(rng, page, `${esc(page.site.words.payWith)} ${h.href === "#" ? esc(h.shown) : `<a href="${esc(h.href)}">${esc(h.shown)}</a>`}`))
})

/** A bank account in the domestic notation of a country the corpus locales do not use. */
const domesticAccount = (rng: Rng): string => {
  switch (int(rng, 9)) {
    case 0: return `CLABE ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 11)} ${digits(rng, 1)} · ${pick(rng, ["BBVA México", "Banorte", "Santander México", "Banamex"])} · Beneficiario: ${person(rng)}`
    case 1: return `Číslo účtu: ${chance(rng, 0.3) ? `${digits(rng, 2)}-` : ""}${digits(rng, 10)}/${pick(rng, ["0800", "0100", "0300", "2010", "0600", "5500"])}`
    case 2: return `${pick(rng, ["三菱UFJ銀行", "三井住友銀行", "みずほ銀行", "りそな銀行"])} ${pick(rng, ["新宿", "渋谷", "梅田", "池袋"])}支店 普通 ${digits(rng, 7)} ${pick(rng, ["ヤマダ タロウ", "サトウ ハナコ", "タナカ ケンジ", "カ）ニホンショウジ"])}`
    case 3: return `Transit ${digits(rng, 5)} · Institution ${pick(rng, ["001", "002", "003", "004", "006", "010"])} · Account ${digits(rng, 7)}`
    case 4: return chance(rng, 0.6) ? `Bankgiro ${digits(rng, between(rng, 3, 4))}-${digits(rng, 4)}` : `PlusGiro ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}-${digits(rng, 1)}`
    case 5: return `${pick(rng, ["국민은행", "신한은행", "우리은행", "하나은행", "농협"])} ${digits(rng, 6)}-${digits(rng, 2)}-${digits(rng, 6)} 예금주 ${pick(rng, ["김민준", "이서연", "박지훈", "최유진"])}`
    case 6: return `开户行：${pick(rng, ["中国工商银行", "中国建设银行", "中国银行", "招商银行"])}${pick(rng, ["深圳", "上海", "广州"])}分行 账号：${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 3)} 户名：${pick(rng, ["王伟", "李娜", "张磊", "刘洋"])}`
    case 7: return `${pick(rng, ["GTBank", "Access Bank", "Zenith Bank", "First Bank", "UBA", "OPay", "Moniepoint"])} · NUBAN ${digits(rng, 10)} · ${person(rng)}`
    default: return `nr rachunku ${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`
  }
}

// Payment diversion across borders, recalled from memory of invoice-redirection and mandate-fraud alerts (UK Finance, Europol and FBI IC3, about 2016–2024) in which the new account sits in another country, and of domestic account notations (Mexico's 18-digit CLABE, Czech "account/bank code", the Japanese zengin form "bank, branch, 普通, number, katakana holder", Canadian transit and institution numbers, Swedish Bankgiro and PlusGiro, Korean "예금주" lines, Chinese "开户行/账号/户名" lines, Nigerian NUBAN, Polish NRB): the site's bank line replaced by such a domestic account, or added beside the contact lines on pages without one.
const domesticAccountSwap = fresh19("bank line replaced by a domestic account in another country's notation (CLABE, Czech account/bank code, Japanese 普通 account, Canadian transit, Bankgiro, Korean or Chinese bank line, NUBAN, Polish NRB)", (page, rng) => {
  const acct = domesticAccount(rng)
  const bank = page.ids.bank
  if (bank !== null) return splices(...replaceEverywhere(page, [[bank.kind === "iban" ? `IBAN ${bank.value}` : bank.value, esc(acct)], [bank.value, esc(acct)]]))
  return splices(besideContact(rng, page, `${esc(page.site.words.bank)}: ${esc(acct)}`))
})

const bankNames: Record<string, ReadonlyArray<string>> = {
  us: ["Chase", "Wells Fargo", "Bank of America", "Citibank"], uk: ["Barclays", "Lloyds", "NatWest", "HSBC", "Monzo"], fr: ["BNP Paribas", "Crédit Agricole", "Société Générale", "La Banque Postale"],
  de: ["Sparkasse", "Deutsche Bank", "Commerzbank", "N26"], es: ["Santander", "BBVA", "CaixaBank", "Sabadell"], nl: ["ING", "Rabobank", "ABN AMRO", "bunq"],
  au: ["Commonwealth Bank", "Westpac", "ANZ", "NAB"], in: ["HDFC Bank", "State Bank of India", "ICICI Bank", "Axis Bank"], br: ["Itaú", "Bradesco", "Nubank", "Caixa"], it: ["Intesa Sanpaolo", "UniCredit", "BPER", "Poste Italiane"]
}
const proseBank: Table<(holder: string, bank: string, acct: string) => string> = {
  en: (h, b, a) => `To pay an invoice or a deposit, please transfer the amount to the account of ${h} at ${b} (${a}), quoting your order number as the reference.`,
  fr: (h, b, a) => `Pour régler une facture ou un acompte, merci de virer le montant sur le compte de ${h} à la ${b} (${a}) en indiquant votre numéro de commande.`,
  de: (h, b, a) => `Rechnungen und Anzahlungen überweisen Sie bitte auf das Konto von ${h} bei der ${b} (${a}) unter Angabe Ihrer Bestellnummer.`,
  es: (h, b, a) => `Para pagar una factura o una señal, transfiera el importe a la cuenta de ${h} en ${b} (${a}), indicando su número de pedido como concepto.`,
  nl: (h, b, a) => `Facturen en aanbetalingen kunt u overmaken naar de rekening van ${h} bij ${b} (${a}) onder vermelding van uw ordernummer.`,
  pt: (h, b, a) => `Para pagar uma fatura ou um sinal, transfira o valor para a conta de ${h} no ${b} (${a}), informando o número do pedido.`,
  it: (h, b, a) => `Per saldare una fattura o un acconto, effettuate il bonifico sul conto di ${h} presso ${b} (${a}) indicando il numero d'ordine.`
}

// Bank details in prose, recalled from memory of mandate-fraud and invoice-redirection cases (UK Finance and Action Fraud warnings, about 2015–2024) in which the new account was slipped into ordinary text ("please transfer the amount to the account of …") rather than into the payment table, and of conveyancing-fraud e-mails: a sentence naming a private account holder, a bank and an account in the site's national format, written into one of the site's own paragraphs or in place of its bank line.
const bankDetailsInProse = fresh19("bank details of a private holder written out in a sentence, in one of the site's own paragraphs or in place of its bank line", (page, rng) => {
  const b = makeBank(rng, page.site.locale)!
  const acct = b.kind === "iban" ? `IBAN ${b.value}` : b.value
  const sentence = esc(some(rng, page, proseBank)(person(rng), pick(rng, bankNames[page.site.locale.country] ?? bankNames.uk!), acct))
  const old = page.ids.bank
  if (old !== null && chance(rng, 0.4)) return splices(...replaceEverywhere(page, [[old.kind === "iban" ? `IBAN ${old.value}` : old.value, sentence], [old.value, sentence]]))
  const runs = proseRuns(page, 60)
  if (runs.length === 0) return splices(besideContact(rng, page, sentence))
  return splices(insert(inSentence(rng, page, pick(rng, runs.slice(0, 10))), " " + sentence))
})

/** A street address in the country's own postal format, or a parcel locker or forwarding suite. */
const addressIn = (rng: Rng, country: string): string => {
  switch (country) {
    case "us": { const [c, s] = pick(rng, [["Dover", "DE"], ["Wilmington", "DE"], ["Sheridan", "WY"], ["Portland", "OR"], ["Miami", "FL"], ["Newark", "NJ"]] as const); return `${between(rng, 100, 9899)} ${pick(rng, ["Oak", "Maple", "Cedar", "Pine", "Lake", "Hill"])} ${pick(rng, ["St", "Ave", "Rd", "Blvd"])} ${pick(rng, ["Ste", "Apt", "Unit"])} ${between(rng, 100, 9999)}, ${c}, ${s} ${digits(rng, 5)}` }
    case "uk": return `${pick(rng, ["Flat", "Unit"])} ${between(rng, 1, 20)}, ${between(rng, 1, 200)} ${pick(rng, ["Station Road", "High Street", "Church Lane", "Victoria Road", "Mill Lane"])}, ${pick(rng, ["Leicester LE1", "Bradford BD1", "Ilford IG1", "Luton LU1", "Croydon CR0"])} ${between(rng, 1, 9)}${upper(rng, 2)}`
    case "fr": return `${between(rng, 1, 180)} ${pick(rng, ["rue des Lilas", "avenue Jean-Jaurès", "boulevard Voltaire", "rue de la République"])}, ${pick(rng, ["93100 Montreuil", "93200 Saint-Denis", "69003 Lyon", "13001 Marseille", "59000 Lille"])}`
    case "de": return chance(rng, 0.5) ? `${person(rng)}, ${digits(rng, 9)}, Packstation ${between(rng, 100, 250)}, ${pick(rng, ["10115 Berlin", "45127 Essen", "53113 Bonn", "20095 Hamburg"])}` : `${pick(rng, ["Bahnhofstraße", "Hauptstraße", "Gartenweg"])} ${between(rng, 1, 120)}, ${pick(rng, ["45127 Essen", "47051 Duisburg", "44135 Dortmund"])}`
    case "es": return `Calle ${pick(rng, ["Mayor", "Alcalá", "de la Paz", "Real"])} ${between(rng, 1, 150)}, ${between(rng, 1, 9)}º ${pick(rng, ["A", "B", "C", "Izq."])}, ${pick(rng, ["28013 Madrid", "08001 Barcelona", "46001 Valencia", "41001 Sevilla"])}`
    case "nl": return `${pick(rng, ["Kerkstraat", "Dorpsstraat", "Stationsweg", "Molenweg"])} ${between(rng, 1, 200)}, ${between(rng, 1, 9)}${digits(rng, 3)} ${upper(rng, 2)} ${pick(rng, ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven"])}`
    case "au": return `${pick(rng, ["Unit", "Suite"])} ${between(rng, 1, 40)}/${between(rng, 1, 300)} ${pick(rng, ["George St", "Pitt St", "Church St"])}, ${pick(rng, ["Parramatta NSW 2150", "Box Hill VIC 3128", "Southport QLD 4215"])}`
    case "in": return `Flat ${between(rng, 101, 905)}, ${pick(rng, ["Sai Residency", "Shanti Apartments", "Green Park Society"])}, ${pick(rng, ["Andheri East, Mumbai 400069", "Sector 62, Noida 201301", "Whitefield, Bengaluru 560066"])}`
    case "br": return `Rua ${pick(rng, ["das Flores", "Sete de Setembro", "XV de Novembro"])}, ${between(rng, 10, 2000)} – ${pick(rng, ["Centro", "Vila Mariana", "Boa Vista"])}, ${pick(rng, ["São Paulo – SP", "Curitiba – PR", "Recife – PE"])}, ${digits(rng, 5)}-${digits(rng, 3)}`
    default: return `Via ${pick(rng, ["Roma", "Garibaldi", "Mazzini", "Dante"])} ${between(rng, 1, 150)}, ${pick(rng, ["20121 Milano MI", "00184 Roma RM", "80133 Napoli NA", "10121 Torino TO"])}`
  }
}
const returnsWords: Table<ReadonlyArray<string>> = {
  en: ["New returns address", "Returns and documents: please send to", "Our postal address has changed. Please send returns, cheques and documents to"],
  fr: ["Nouvelle adresse de retour", "Retours et documents : merci d'envoyer à", "Notre adresse postale a changé. Envoyez retours et documents à"],
  de: ["Neue Rücksendeadresse", "Rücksendungen und Unterlagen bitte an", "Unsere Postanschrift hat sich geändert. Rücksendungen und Unterlagen bitte an"],
  es: ["Nueva dirección para devoluciones", "Devoluciones y documentos: envíelos a"], nl: ["Nieuw retouradres", "Retouren en documenten graag naar"],
  pt: ["Novo endereço para devoluções", "Devoluções e documentos: envie para"], it: ["Nuovo indirizzo per i resi", "Resi e documenti: inviare a"]
}

// Reshipping drops, recalled from memory of Krebs on Security's reports on reshipping-mule schemes (about 2013–2017), of German police warnings on Packstation accounts opened in others' names for fraud (about 2015–2022), and of refund fraud in which returned goods and documents are sent to the fraudster: a "new returns address" line in the site's language and the country's postal format (a residential flat, a forwarding suite or a parcel locker) added beside the site's contact lines or near the top.
const returnsAddressDrop = fresh19("'new returns address' line pointing at a mail drop or parcel locker in the country's postal format (Packstation, forwarding suite, private flat)", (page, rng) => {
  const label = pick(rng, some(rng, page, returnsWords))
  const addr = addressIn(rng, page.site.locale.country)
  const line = `<strong>${esc(label)}</strong>${/[:]$/.test(label) ? "" : ":"} ${esc(chance(rng, 0.4) ? `${brandName(page)} c/o ${person(rng)}, ${addr}` : addr)}`
  return splices(chance(rng, 0.7) ? besideContact(rng, page, line) : insert(noticeSpot(rng, page), `<p class="${pick(rng, ["notice", "info", "returns"])}">${line}</p>`))
})

// ———————————————————————————— scams and spam ————————————————————————————

const zakatWords: Record<"ar" | "en" | "ur" | "ms", (amount: string) => readonly [string, string, string]> = {
  ar: (a) => ["أخرج زكاة الفطر الآن", `مقدار زكاة الفطر هذا العام ${a} عن كل فرد. نوصلها إلى الأسر المحتاجة قبل صلاة العيد.`, "للتحويل البنكي"],
  en: (a) => ["Pay your Zakat al-Fitr online", `This year's Zakat al-Fitr is ${a} per person. We deliver it to families in need before Eid prayer.`, "Bank transfer"],
  ur: (a) => ["اپنا صدقۂ فطر آن لائن ادا کریں", `اس سال صدقۂ فطر فی کس ${a} ہے۔ ہم عید کی نماز سے پہلے مستحق خاندانوں تک پہنچاتے ہیں۔`, "بینک ٹرانسفر"],
  ms: (a) => ["Bayar zakat fitrah secara dalam talian", `Kadar zakat fitrah tahun ini ${a} seorang. Kami salurkan kepada asnaf sebelum solat sunat Aidilfitri.`, "Pindahan bank"]
}

// Zakat fraud, recalled from memory of warnings by zakat authorities and charity regulators before Ramadan and Eid (Malaysia's zakat boards, Saudi authorities, the UK Charity Commission, about 2018–2024) about fake collectors who take zakat and sadaqah into personal accounts through social media and hacked pages: an appeal to pay zakat al-Fitr in Arabic, English, Urdu or Malay with the amount per person, a private account matching the language's region (a Saudi, Emirati or Pakistani IBAN, a Malaysian or a British account) and a WhatsApp number.
const zakatAppeal = fresh19("'pay your zakat al-Fitr here' appeal in Arabic, English, Urdu or Malay with a private IBAN or account and a WhatsApp collector", (page, rng) => {
  const [langs, acct, amount, phone] = pick(rng, [
    () => [["ar", "en"], `IBAN ${iban("SA", digits(rng, 2) + digits(rng, 18))}`, `${between(rng, 15, 30)} ر.س`, `+966 5${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`] as const,
    () => [["ar", "en"], `IBAN ${iban("AE", digits(rng, 3) + digits(rng, 16))}`, `AED ${between(rng, 20, 40)}`, `+971 5${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 4)}`] as const,
    () => [["ur", "en"], `IBAN ${iban("PK", pick(rng, ["MEZN", "HABB", "UNIL", "MUCB"]) + digits(rng, 16))}`, `Rs ${between(rng, 3, 6) * 100}`, `+92 3${digits(rng, 2)} ${digits(rng, 7)}`] as const,
    () => [["ms", "en"], `${pick(rng, ["Maybank", "CIMB", "Bank Islam", "Bank Rakyat"])} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)}`, `RM ${between(rng, 7, 15)}`, `+60 1${digits(rng, 1)}-${digits(rng, 3)} ${digits(rng, 4)}`] as const,
    () => [["en"], `${pick(rng, ["Barclays", "Lloyds", "HSBC"])} · Sort code ${digits(rng, 2)}-${digits(rng, 2)}-${digits(rng, 2)} · Account ${digits(rng, 8)}`, `£${between(rng, 5, 10)}`, `+44 7${digits(rng, 3)} ${digits(rng, 6)}`] as const
  ])()
  const l = pick(rng, langs)
  const [h, p, bank] = zakatWords[l](amount)
  const rtl = l === "ar" || l === "ur"
  const inner = `<h3 style="margin-top:0">🌙 ${esc(h)}</h3><p>${esc(p)}</p><p><b>${esc(bank)}:</b> ${esc(acct)} · ${esc(person(rng))}</p><p>WhatsApp: ${waLink(phone)}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["zakat", "appeal", "post"], pick(rng, ["#1b5e20", "#00695c", "#6d4c41"]), inner, ` lang="${l}"${rtl ? ` dir="rtl"` : ""}`)))
})

const bullionWords: Table<readonly [string, string, string, string]> = {
  en: ["Physical gold below spot price", "Insured delivery to your door. Limited stock from a liquidated estate, payment by bank transfer only.", "Product", "Our price"],
  de: ["Physisches Gold unter Spotpreis", "Versicherter Versand bis zur Haustür. Begrenzter Bestand aus einer Nachlassauflösung, Zahlung nur per Vorkasse.", "Produkt", "Unser Preis"],
  fr: ["Or physique sous le cours du marché", "Livraison assurée à domicile. Stock limité issu d'une liquidation, paiement par virement uniquement.", "Produit", "Notre prix"],
  es: ["Oro físico por debajo del precio spot", "Envío asegurado a domicilio. Existencias limitadas de una liquidación, pago solo por transferencia.", "Producto", "Nuestro precio"],
  nl: ["Fysiek goud onder de spotprijs", "Verzekerde levering aan huis. Beperkte voorraad uit een boedel, betaling alleen per overschrijving.", "Product", "Onze prijs"],
  it: ["Oro fisico sotto il prezzo spot", "Consegna assicurata a domicilio. Scorte limitate da una liquidazione, pagamento solo con bonifico.", "Prodotto", "Il nostro prezzo"],
  pt: ["Ouro físico abaixo da cotação", "Entrega segurada em casa. Estoque limitado de uma liquidação, pagamento apenas por transferência.", "Produto", "Nosso preço"]
}

// Fake bullion dealers, recalled from memory of warnings by the German consumer centres and BaFin (about 2020–2023) on fake precious-metal shops selling gold bars and coins below the market price for prepayment, and of the FCA's and the US CFTC's advisories on precious-metals fraud: a price table of well-known bars and coins "below spot" with the market price struck through, prepayment by transfer and a WhatsApp dealer.
const bullionBelowSpot = fresh19("'physical gold below spot price' table (Krugerrand, PAMP, Heraeus bars) with the market price struck through, prepayment by transfer and a WhatsApp dealer", (page, rng) => {
  const [h, p, product, ours] = some(rng, page, bullionWords)
  const money = page.site.locale.money
  const oz = between(rng, 2300, 2900)
  const items = sample(rng, [["1 oz Krugerrand", 1], ["1 oz Maple Leaf", 1], ["1 oz Wiener Philharmoniker", 1], ["100 g PAMP Suisse", 3.215], ["250 g Heraeus", 8.038], ["1 kg Umicore", 32.15], ["50 g Valcambi CombiBar", 1.6075]] as const, between(rng, 3, 5))
  const table = rows(items.map(([n, f]) => { const spot = oz * f; return [esc(n), `<s>${esc(money(spot))}</s>`, `<b style="color:#b71c1c">${esc(money(spot * (1 - between(rng, 8, 18) / 100)))}</b>`] }))
  const phone = foreignPhone(rng).intl
  const inner = `<h3 style="margin-top:0">🥇 ${esc(h)}</h3><table style="width:100%"><tr><th>${esc(product)}</th><th>Spot</th><th>${esc(ours)}</th></tr>${table}</table><p>${esc(p)}</p><p>WhatsApp ${waLink(phone)} · ${esc(`${pick(rng, ["Goldhaus", "Aurum", "Sterling", "Helvetia"])} ${pick(rng, ["Edelmetalle", "Bullion", "Metals", "Trading"])}`)}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["gold", "offer", "post"], "#b8860b", inner)))
})

// "Flash USDT", recalled from memory, with uncertain sources, of scam-warning posts and crypto-forum threads (about 2022–2024) about Telegram sellers of "flash USDT/BTC software" that supposedly sends Tether which shows in the receiving wallet for 90 to 180 days and "works on Binance and Trust Wallet" (the buyer is the one defrauded): a price list of flash amounts and licences with a Telegram seller and a TRC20 payment address.
const flashUsdt = fresh19("'flash USDT software: sends Tether that stays 90 days in any wallet' price list with a Telegram seller and a TRC20 payment address", (page, rng) => {
  const tg = `${pick(rng, ["flash", "flashusdt", "usdtflash", "cryptoflash"])}${pick(rng, ["_official", "_seller", "pro", digits(rng, 2)])}`
  const tiers = [[10000, between(rng, 150, 400)], [50000, between(rng, 600, 1200)], [100000, between(rng, 1000, 2500)], [1000000, between(rng, 5000, 9000)]]
  const table = rows(sample(rng, tiers, between(rng, 3, 4)).sort((a, b) => a[0]! - b[0]!).map(([amt, price]) => [`${amt!.toLocaleString("en-US")} USDT`, `$${price}`]))
  const addr = `T${alnum(rng, 33).replace(/[0il]/g, "x")}`
  const inner = `<h3 style="margin-top:0">⚡ ${esc(pick(rng, ["Flash USDT Software 2025 – TRC20 / ERC20", "Buy Flash USDT – lasts 90 days", "Flash Bitcoin & USDT sender"]))}</h3><p>${esc(pick(rng, ["Transactions confirm on the blockchain and stay in the wallet for 90–180 days. Works with Binance, Trust Wallet, Bybit and OKX. Fully transferable and swappable.", "Send flash USDT to any wallet; it shows as real balance for up to 180 days and can be transferred."]))}</p><table>${table}</table><p>${esc(pick(rng, ["Pay to", "Payment (TRC20)"]))}: <code>${addr}</code> · Telegram <a href="https://t.me/${tg}">@${tg}</a></p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["flash", "crypto", "post"], pick(rng, ["#26a17b", "#f7931a", "#0088cc"]), inner)))
})

// MBBS admission fraud, recalled from memory of Indian police and press reports (about 2019–2024) on agents promising "direct MBBS admission" in private medical colleges through "management" or "NRI" quota seats for a "booking amount", and of warnings by the National Medical Commission and state counselling authorities that seats are allotted only through NEET counselling: a list of colleges with seats and fees in lakh rupees, "low NEET score OK", a booking amount and a counsellor's +91 number.
const mbbsQuota = fresh19("'direct MBBS admission through management or NRI quota, low NEET score OK' list with fees in lakh and a counsellor's booking amount", (page, rng) => {
  const colleges = sample(rng, ["Bengaluru", "Pune", "Chennai", "Mangaluru", "Davangere", "Belagavi", "Navi Mumbai", "Kolar"], between(rng, 3, 5))
  const table = rows(colleges.map((c) => [esc(`${pick(rng, ["Sri", "Dr.", "St."])} ${pick(rng, ["Ramaiah", "Patil", "Siddhartha", "Krishna", "John's"])} Medical College, ${c}`), `${between(rng, 2, 12)} ${pick(rng, ["management", "NRI"])} seats`, `₹${between(rng, 18, 35)} lakh/yr`]))
  const phone = `+91 ${pick(rng, ["9", "8", "7"])}${digits(rng, 4)} ${digits(rng, 5)}`
  const inner = `<h3 style="margin-top:0">🩺 ${esc(pick(rng, ["Direct MBBS Admission 2025 – Management Quota", "MBBS seat booking open – low NEET score accepted", "Get MBBS seat without counselling"]))}</h3><p>${esc(pick(rng, ["NEET score 150+ OK. Limited seats. Book your seat now with a refundable booking amount of", "Guaranteed seat in top private colleges. Pay booking amount"]))} ₹${between(rng, 1, 5)} lakh.</p><table style="width:100%">${table}</table><p>${esc(pick(rng, ["Call our admission counsellor", "Counsellor", "WhatsApp"]))}: ${waLink(phone)}</p><p lang="hi">${esc(pick(rng, ["सीट सीमित हैं, आज ही बुक करें", "बिना काउंसलिंग सीधा दाखिला"]))}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["admission", "edu", "post"], pick(rng, ["#0d47a1", "#2e7d32", "#ad1457"]), inner)))
})

// Fake housing-scheme registrations, recalled from memory of the Indian government's PIB Fact Check warnings (about 2019–2023) on sites and messages asking a fee to register for Pradhan Mantri Awas Yojana, of Caixa and gov.br warnings on fake "Minha Casa Minha Vida" sign-ups charging a registration fee by Pix, and of similar social-housing sign-up scams elsewhere: a "registration open" notice in Hindi, Portuguese, Spanish or English with a fee and a form taking the national ID number and phone, posting to another host.
const housingSchemeFee = fresh19("fake government housing-scheme registration (PMAY, Minha Casa Minha Vida...) with a fee and a form for the national ID number, posting to another host", (page, rng) => {
  const [l, h, p, id, fee, cta] = pick(rng, [
    () => ["hi", "प्रधानमंत्री आवास योजना 2025: ऑनलाइन पंजीकरण शुरू", "पक्का घर पाने के लिए अभी आवेदन करें। पंजीकरण शुल्क", "आधार नंबर", `₹${between(rng, 2, 9) * 100}`, "आवेदन करें"] as const,
    () => ["pt", "Minha Casa Minha Vida 2025: inscrições abertas", "Garanta sua casa própria com subsídio do governo. Taxa de cadastro", "CPF", `R$ ${between(rng, 49, 199)},90`, "Fazer inscrição"] as const,
    () => ["es", "Programa de Vivienda Social 2025: inscripción abierta", "Solicite su vivienda con subsidio del gobierno. Cuota de registro", "Número de documento (DNI / CURP)", `$${between(rng, 300, 900)}`, "Inscribirme"] as const,
    () => ["en", "Government Affordable Housing Scheme 2025 – registration open", "Apply now for a subsidised home. Processing fee", "National ID / SSN", `$${between(rng, 49, 149)}`, "Register now"] as const
  ])()
  const action = `https://${host(rng, page, ["awas", "housing", "casa", "vivienda", "gov-housing", "pmay"])}/${pick(rng, ["register", "cadastro", "apply"])}`
  const field = (name: string, ph: string) => `<input name="${name}" placeholder="${esc(ph)}" style="display:block;margin:6px 0;padding:7px;width:100%;max-width:320px">`
  const inner = `<h3 style="margin-top:0">🏠 ${esc(h)}</h3><p>${esc(p)} ${esc(fee)}.</p><form action="${esc(action)}" method="post">${field("name", l === "hi" ? "नाम" : l === "pt" ? "Nome completo" : l === "es" ? "Nombre completo" : "Full name")}${field("id", id)}${field("phone", l === "hi" ? "मोबाइल नंबर" : l === "pt" ? "Celular" : l === "es" ? "Teléfono" : "Phone")}<button type="submit" style="background:#2e7d32;color:#fff;border:0;padding:8px 18px">${esc(cta)}</button></form>`
  return splices(insert(pick(rng, [noticeSpot(rng, page), spamSpot(rng, page)]), box(rng, ["scheme", "notice", "gov"], pick(rng, ["#2e7d32", "#ff6f00", "#1565c0"]), inner, ` lang="${l}"`)))
})

// Land fraud, recalled from memory of Kenyan warnings (the DCI and the lands ministry, about 2018–2024) on plots sold with forged title deeds and of "Kitengela, Juja, Ruiru plots" adverts taking deposits by M-Pesa, and of Lagos State warnings on land sold twice or without a Certificate of Occupancy: a "plots for sale, ready title deed, free site visit" table in English or Swahili ("viwanja vinauzwa, hati miliki tayari") with prices in shillings or naira, a deposit by M-Pesa till or bank and a WhatsApp agent.
const landPlots = fresh19("'plots for sale with ready title deeds, free site visit' table in English or Swahili with a deposit by M-Pesa till or bank and a WhatsApp agent", (page, rng) => {
  const kenya = chance(rng, 0.65)
  const sw = kenya && chance(rng, 0.5)
  const places = kenya ? sample(rng, ["Kitengela", "Juja", "Ruiru", "Kamulu", "Malindi", "Nanyuki", "Kajiado"], between(rng, 3, 5)) : sample(rng, ["Ibeju-Lekki", "Epe", "Ajah", "Mowe", "Abijo"], between(rng, 3, 4))
  const price = () => kenya ? `KSh ${(between(rng, 4, 30) * 50000).toLocaleString("en-US")}` : `₦${between(rng, 3, 25)},${pick(rng, ["000", "500"])},000`
  const table = rows(places.map((pl) => [esc(pl), kenya ? "50 × 100 ft" : `${pick(rng, ["300", "450", "600"])} sqm`, price(), esc(kenya ? (sw ? "Hati miliki tayari" : "Ready title deed") : pick(rng, ["C of O", "Governor's consent", "Registered survey"]))]))
  const pay = kenya ? `${sw ? "Lipa amana kupitia" : "Deposit via"} M-Pesa Till ${digits(rng, 6)}` : `Deposit: ${pick(rng, ["GTBank", "Zenith Bank", "Access Bank"])} ${digits(rng, 10)}`
  const phone = kenya ? `+254 7${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}` : `+234 ${pick(rng, ["803", "813", "806"])} ${digits(rng, 3)} ${digits(rng, 4)}`
  const h = sw ? "Viwanja vinauzwa – hati miliki tayari" : pick(rng, ["Prime plots for sale – ready title deeds", "Affordable plots with title, pay in instalments", "Land for sale with C of O – free site visit every Saturday"])
  const p = sw ? "Ziara ya bure kila Jumamosi. Lipa kwa awamu hadi miezi 12." : "Free site visit every Saturday. Pay in instalments over 12 months."
  const inner = `<h3 style="margin-top:0">📍 ${esc(h)}</h3><table style="width:100%">${table}</table><p>${esc(p)}</p><p>${esc(pay)} · WhatsApp ${waLink(phone)}</p>`
  return splices(insert(spamSpot(rng, page), box(rng, ["plots", "property", "post"], pick(rng, ["#33691e", "#e65100", "#4e342e"]), inner, sw ? ` lang="sw"` : "")))
})

/** Every fresh19 defacement class, in a fixed order. */
export const fresh19Defacements: ReadonlyArray<ChangeClass> = [
  splicedStatement, flippedFacts, clonedNotice, fabricatedPullQuote, scribbledPhotos, acrostic, handCorrected,
  ransomLetters, stickyNotes, endCredits, mockChat, insecurityCertificate, crimeSceneTape, verticalScroll,
  nileDam, myanmarCoup, mapClaim, catalanIndependence,
  foreignNotation, vanityNumber, abroadLineOnly, spelledOutEmail, mobilePaymentHandle, domesticAccountSwap, bankDetailsInProse, returnsAddressDrop,
  zakatAppeal, bullionBelowSpot, flashUsdt, mbbsQuota, housingSchemeFee, landPlots
]
