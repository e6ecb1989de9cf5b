/**
 * Fresh18 benign classes: written after round 17, by someone who does not
 * read the engines, from how real shops, publishers, museums, bands,
 * shelters, software makers, listed companies, crypto projects, streaming
 * services and community groups change their pages. Several are honest
 * counterparts of attacker techniques: an address-lookup service on the
 * site's own forms, the Firebase Web SDK under the site's own project, a
 * licence store run by a software reseller, a "tap or scan" audio guide, a
 * TV "enter the code shown on your screen" activation box on the site's
 * own host, a smart-contract audit with the project's contract address, a
 * public apology in the organisation's voice, an intention-to-float notice
 * with a prospectus, article-type labels before the headlines, a name
 * replaced by initials after an erasure request, unit prices beside the
 * prices and a "new version (beta)" corner ribbon; others are ordinary new
 * widgets and content from vendors not used before: MathJax or KaTeX
 * formulas, a Lottie animation, a band's Bandcamp release with Bandsintown
 * or Songkick tour dates, a reader poll (Crowdsignal, Opinary, StrawPoll),
 * live questions on Slido or Mentimeter, a webinar registration on Zoom,
 * GoTo, Teams or Livestorm, a shelter's pet of the week, a Flickr, SmugMug
 * or Google Photos album and an Airtable or Notion table. Each differs
 * from every class in benign.ts and fresh-benign.ts through
 * fresh17-benign.ts, and is written in the site's own language where it
 * shows text. None replaces the site's phone numbers, payment details or
 * e-mail addresses, or changes where its own forms and sign-in go. The
 * writer had no internet access: sources and vendors' snippets are
 * recalled from memory and may differ in detail. Scored in the `fresh18`
 * group, never tuned on.
 */
import { type ChangeClass, afterPrice, bottom, brandName, elAt, forms, head, say, top, trimmed } from "./classes.js"
import { type Page, priceRe } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { slug } from "./words.js"

const benign = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "benign", group: "fresh18", make })

const footerSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom")])
const someSpot = (rng: Rng, page: Page) => pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
/** The site's own origin, for links written absolute (half the time) or root-relative. */
const origin = (page: Page) => new URL(page.site.url).origin
const own = (rng: Rng, page: Page, path: string) => (chance(rng, 0.5) ? `${origin(page)}${path}` : path)
const dateOf = (rng: Rng, page: Page) => page.site.locale.date(someDate(rng))
const country = (page: Page) => page.site.locale.country
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
const clock = (rng: Rng) => `${between(rng, 9, 19)}:${pick(rng, ["00", "15", "30", "45"])}`
type Words<A> = Record<Lang, A>

const addressHint: Words<string> = {
  en: "Start typing your address and choose it from the list, or enter it manually.", fr: "Commencez à saisir votre adresse et choisissez-la dans la liste, ou saisissez-la manuellement.",
  de: "Beginnen Sie mit der Eingabe Ihrer Adresse und wählen Sie sie aus der Liste, oder geben Sie sie manuell ein.", es: "Empieza a escribir tu dirección y elígela de la lista, o introdúcela a mano.",
  nl: "Begin met het typen van uw adres en kies het uit de lijst, of vul het handmatig in.", pt: "Comece a digitar seu endereço e escolha-o na lista, ou preencha manualmente.",
  it: "Inizia a digitare il tuo indirizzo e sceglilo dall'elenco, oppure inseriscilo a mano."
}

// Address lookup, recalled from memory of the snippets of Loqate (formerly PCA Predict: a "sensor.js" tag on the account's pcapredict.com host), Google Maps Places Autocomplete (maps.googleapis.com/maps/api/js?libraries=places and an Autocomplete bound to the address field), getAddress.io's autocomplete script and Ideal Postcodes' Address Finder, which shops, councils and charities add to their checkout and sign-up forms: one such tag and, at times, a hint under the site's form.
const addressAutocomplete = benign("address autocomplete from an address-lookup provider (Loqate, Google Places, getAddress.io, Ideal Postcodes) added to the site's own forms", (page, rng) => {
  const cc = country(page) === "uk" ? "gb" : country(page)
  const acct = `${upper(rng, 5)}${digits(rng, 5)}`
  const tag = pick(rng, [
    () => `<script>(function(n,t,i,r){var u,f;n[i]=n[i]||{},n[i].initial={accountCode:"${acct}",host:"${acct}.pcapredict.com"},n[i].on=n[i].on||function(){(n[i].onq=n[i].onq||[]).push(arguments)},u=t.createElement("script"),u.async=!0,u.src=r,f=t.getElementsByTagName("script")[0],f.parentNode.insertBefore(u,f)})(window,document,"pca","//${acct}.pcapredict.com/js/sensor.js");</script>`,
    () => `<script>function initAutocomplete(){document.querySelectorAll("input[autocomplete=street-address],input[name*=address]").forEach(function(i){new google.maps.places.Autocomplete(i,{types:["address"],componentRestrictions:{country:"${cc}"},fields:["address_components"]})})}</script><script async src="https://maps.googleapis.com/maps/api/js?key=AIza${alnum(rng, 35)}&amp;libraries=places&amp;callback=initAutocomplete"></script>`,
    () => `<script src="https://cdn.getaddress.io/scripts/getaddress-autocomplete-1.1.3.min.js"></script><script>getAddress.autocomplete("address_line_1","${alnum(rng, 22)}");</script>`,
    () => `<script src="https://cdn.jsdelivr.net/npm/@ideal-postcodes/address-finder-bundled@4"></script><script>IdealPostcodes.AddressFinder.setup({apiKey:"ak_${alnum(rng, 24)}",outputFields:{line_1:"#line_1",line_2:"#line_2",post_town:"#town",postcode:"#postcode"}});</script>`
  ])()
  const out: Array<Splice> = [insert(pick(rng, [head(page), bottom(page)]), tag)]
  const f = forms(page)[0]
  const hint = `<small class="${pick(rng, ["address-hint", "form-hint", "help"])}" style="display:block;color:#666">${esc(say(page, addressHint))}</small>`
  if (f !== undefined && f.closeTag !== null) out.push(insert(f.closeTag.start, hint))
  else out.push(insert(footerSpot(rng, page), `<p>${hint}</p>`))
  return { splices: out }
})

// Firebase, recalled from memory of the snippet the Firebase console gives for a web app (ES modules from www.gstatic.com/firebasejs/<version>/, a firebaseConfig with apiKey, authDomain on <project>.firebaseapp.com, projectId, storageBucket, messagingSenderId, appId and measurementId), which sites add for analytics, remote config or sign-in: that module script in the head under a project named after the site.
const firebaseSdk = benign("Firebase Web SDK module script with the site's own project configuration (analytics, performance or App Check) added to the head", (page, rng) => {
  const v = pick(rng, ["10.12.2", "10.14.1", "11.0.2", "11.6.0", "9.23.0"])
  const project = `${slug(page.site.brand).slice(0, 20) || "site"}${pick(rng, ["", "-web", "-prod", `-${alnum(rng, 5)}`])}`
  const sender = digits(rng, 12)
  const [mod, call] = pick(rng, [
    ["firebase-analytics", "getAnalytics"], ["firebase-performance", "getPerformance"], ["firebase-remote-config", "getRemoteConfig"]
  ] as const)
  const config = `{apiKey:"AIza${alnum(rng, 35)}",authDomain:"${project}.firebaseapp.com",projectId:"${project}",storageBucket:"${project}.${pick(rng, ["appspot.com", "firebasestorage.app"])}",messagingSenderId:"${sender}",appId:"1:${sender}:web:${hex(rng, 22)}"${mod === "firebase-analytics" ? `,measurementId:"G-${upper(rng, 10)}"` : ""}}`
  const script = `<script type="module">import { initializeApp } from "https://www.gstatic.com/firebasejs/${v}/firebase-app.js";import { ${call} } from "https://www.gstatic.com/firebasejs/${v}/${mod}.js";const app=initializeApp(${config});${call}(app);</script>`
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), script))
})

const mathWords: Words<readonly [readonly [string, string], readonly [string, string]]> = {
  en: [["How the monthly repayment is calculated", "where P is the amount borrowed, r the monthly interest rate and n the number of months."], ["How your savings grow", "where P is the amount saved, r the yearly rate, n the number of compounding periods a year and t the number of years."]],
  fr: [["Comment la mensualité est calculée", "où P est le montant emprunté, r le taux mensuel et n le nombre de mois."], ["Comment votre épargne progresse", "où P est le montant épargné, r le taux annuel, n le nombre de capitalisations par an et t le nombre d'années."]],
  de: [["So wird die Monatsrate berechnet", "wobei P der Kreditbetrag, r der monatliche Zinssatz und n die Anzahl der Monate ist."], ["So wächst Ihr Erspartes", "wobei P der angelegte Betrag, r der Jahreszins, n die Zinsperioden pro Jahr und t die Anzahl der Jahre ist."]],
  es: [["Cómo se calcula la cuota mensual", "donde P es el importe prestado, r el tipo de interés mensual y n el número de meses."], ["Cómo crecen tus ahorros", "donde P es el importe ahorrado, r el tipo anual, n el número de capitalizaciones al año y t el número de años."]],
  nl: [["Zo wordt het maandbedrag berekend", "waarbij P het geleende bedrag is, r de maandrente en n het aantal maanden."], ["Zo groeit uw spaargeld", "waarbij P het gespaarde bedrag is, r de jaarrente, n het aantal renteperioden per jaar en t het aantal jaren."]],
  pt: [["Como a parcela mensal é calculada", "onde P é o valor emprestado, r a taxa de juros mensal e n o número de meses."], ["Como suas economias crescem", "onde P é o valor poupado, r a taxa anual, n o número de capitalizações por ano e t o número de anos."]],
  it: [["Come si calcola la rata mensile", "dove P è l'importo finanziato, r il tasso mensile e n il numero di mesi."], ["Come crescono i tuoi risparmi", "dove P è l'importo risparmiato, r il tasso annuo, n il numero di capitalizzazioni all'anno e t il numero di anni."]]
}

// Formulas on the web, recalled from memory of MathJax 3 (a window.MathJax configuration and tex-mml-chtml.js from cdn.jsdelivr.net) and KaTeX (katex.min.css, katex.min.js and the auto-render extension from cdn.jsdelivr.net), which blogs, banks' explainers, course sites and documentation add to typeset formulas written as \( ... \) in the text: one of them and a short explanation with a formula, in the site's language.
const mathFormulas = benign("formula typeset with MathJax or KaTeX from a public CDN, in a short explanation in the site's language", (page, rng) => {
  const i = chance(rng, 0.5) ? 0 : 1
  const [h, where] = say(page, mathWords)[i]
  const formula = i === 0 ? "\\( M = P \\, \\frac{r(1+r)^n}{(1+r)^n - 1} \\)" : "\\( A = P \\left(1 + \\frac{r}{n}\\right)^{nt} \\)"
  const lib = chance(rng, 0.5)
    ? `<script>window.MathJax={tex:{inlineMath:[["\\\\(","\\\\)"]]},svg:{fontCache:"global"}};</script><script id="MathJax-script" async src="https://cdn.jsdelivr.net/npm/mathjax@3/es5/tex-mml-chtml.js"></script>`
    : `<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.${between(rng, 8, 11)}/dist/katex.min.css"><script defer src="https://cdn.jsdelivr.net/npm/katex@0.16.${between(rng, 8, 11)}/dist/katex.min.js"></script><script defer src="https://cdn.jsdelivr.net/npm/katex@0.16.${between(rng, 8, 11)}/dist/contrib/auto-render.min.js" onload="renderMathInElement(document.body)"></script>`
  return { splices: [insert(head(page), lib), insert(someSpot(rng, page), `<section class="${pick(rng, ["formula", "explainer", "how-it-works"])}"><h3>${esc(h)}</h3><p>${esc(formula)}</p><p>${esc(where)}</p></section>`)] }
})

// Lottie animations, recalled from memory of LottieFiles' players (the lottie-player web component from unpkg.com/@lottiefiles/lottie-player and the newer dotlottie-wc element, loading a .json or .lottie file from assets.lottiefiles.com, lottie.host or the site's own host), which designers add as light hero or empty-state animations: one such player with its script.
const lottieAnimation = benign("Lottie animation added with a LottieFiles player (lottie-player or dotlottie web component) and its animation file", (page, rng) => {
  const size = pick(rng, ["240px", "300px", "360px", "100%"])
  const player = pick(rng, [
    () => `<script src="https://unpkg.com/@lottiefiles/lottie-player@2.0.${between(rng, 2, 8)}/dist/lottie-player.js"></script><lottie-player src="https://assets${between(rng, 1, 10)}.lottiefiles.com/packages/lf20_${alnum(rng, 8)}.json" background="transparent" speed="1" style="width:${size};height:${size === "100%" ? "320px" : size}" loop autoplay></lottie-player>`,
    () => `<script src="https://unpkg.com/@lottiefiles/dotlottie-wc@0.${between(rng, 2, 4)}.${between(rng, 0, 9)}/dist/dotlottie-wc.js" type="module"></script><dotlottie-wc src="https://lottie.host/${uuid(rng)}/${alnum(rng, 10)}.lottie" style="width:${size};height:${size === "100%" ? "320px" : size}" autoplay loop></dotlottie-wc>`,
    () => `<script src="https://unpkg.com/@lottiefiles/lottie-player@latest/dist/lottie-player.js"></script><lottie-player src="${own(rng, page, `/assets/animations/${pick(rng, ["hero", "welcome", "delivery", "empty-cart", "success"])}.json`)}" background="transparent" speed="1" style="width:${size};height:${size === "100%" ? "320px" : size}" loop autoplay></lottie-player>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), someSpot(rng, page)]), `<div class="${pick(rng, ["hero-animation", "illustration", "animation"])}" style="display:flex;justify-content:center">${player}</div>`))
})

const musicWords: Words<readonly [string, string]> = {
  en: ["New record out now", "Listen to the new release and come and see us on tour:"], fr: ["Le nouvel album est sorti", "Écoutez la nouveauté et venez nous voir en tournée :"],
  de: ["Das neue Album ist da", "Hört euch die neue Platte an und besucht uns auf Tour:"], es: ["Ya está aquí el nuevo disco", "Escucha el nuevo lanzamiento y ven a vernos de gira:"],
  nl: ["Nieuwe plaat nu uit", "Luister naar de nieuwe release en kom ons zien op tour:"], pt: ["Disco novo já disponível", "Ouça o lançamento e venha nos ver na turnê:"],
  it: ["È uscito il nuovo disco", "Ascolta la nuova uscita e vieni a trovarci in tour:"]
}

// Bands' sites, recalled from memory of Bandcamp's embedded player (an iframe from bandcamp.com/EmbeddedPlayer/album=<id>/size=large/...) and of the Bandsintown (a bit-widget-initializer link and widgetv3.bandsintown.com/main.min.js) and Songkick (a songkick-widget link and widget.songkick.com/<id>/widget.js) tour-date widgets, which musicians add when a record comes out: a box with the player and a tour-dates widget.
const bandRelease = benign("band's new release embedded from Bandcamp with a Bandsintown or Songkick tour-dates widget", (page, rng) => {
  const [h, p] = say(page, musicWords)
  const b = bare(page)
  const album = slug(`${pick(rng, ["night", "summer", "paper", "glass", "river", "echo"])} ${pick(rng, ["songs", "hours", "houses", "lights", "tapes"])}`)
  const player = `<iframe style="border:0;width:${pick(rng, ["350px", "100%"])};height:${pick(rng, ["470px", "120px", "42px"])}" src="https://bandcamp.com/EmbeddedPlayer/album=${digits(rng, 10)}/size=${pick(rng, ["large", "small"])}/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/" seamless><a href="https://${b}.bandcamp.com/album/${album}">${esc(brandName(page))}</a></iframe>`
  const tour = chance(rng, 0.5)
    ? `<a class="bit-widget-initializer" data-artist-name="id_${digits(rng, 7)}" data-background-color="rgba(255,255,255,1)" data-separator-color="#DDDDDD" data-text-color="#424242" data-display-local-dates="true" data-display-past-dates="false" data-auto-style="false" data-popup-background-color="rgba(255,255,255,1)"></a><script charset="utf-8" src="https://widgetv3.bandsintown.com/main.min.js"></script>`
    : `<a href="https://www.songkick.com/artists/${digits(rng, 7)}-${slug(page.site.brand) || b}" class="songkick-widget" data-theme="light" data-track-button="on" data-detect-style="true" data-background-color="transparent">${esc(brandName(page))}</a><script src="//widget.songkick.com/${digits(rng, 7)}/widget.js"></script>`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["release", "music", "new-record"])}"><h3>🎶 ${esc(h)}</h3>${player}<p>${esc(p)}</p>${tour}</section>`))
})

const pollWords: Words<ReadonlyArray<string>> = {
  en: ["Should the town centre be car-free on Sundays?", "How do you usually get to work?", "Would you use a weekly farmers' market?", "Which topic should we cover next?"],
  fr: ["Le centre-ville doit-il être sans voitures le dimanche ?", "Comment allez-vous au travail d'habitude ?", "Iriez-vous à un marché de producteurs chaque semaine ?"],
  de: ["Soll die Innenstadt sonntags autofrei sein?", "Wie kommen Sie meistens zur Arbeit?", "Würden Sie einen wöchentlichen Bauernmarkt besuchen?"],
  es: ["¿Debería el centro ser peatonal los domingos?", "¿Cómo sueles ir al trabajo?", "¿Irías a un mercado de productores cada semana?"],
  nl: ["Moet het centrum op zondag autovrij zijn?", "Hoe ga je meestal naar je werk?", "Zou je naar een wekelijkse boerenmarkt gaan?"],
  pt: ["O centro deveria ficar sem carros aos domingos?", "Como você costuma ir para o trabalho?", "Você frequentaria uma feira de produtores semanal?"],
  it: ["Il centro dovrebbe essere chiuso alle auto la domenica?", "Come vai di solito al lavoro?", "Andresti a un mercato contadino settimanale?"]
}
const pollHead: Words<string> = { en: "Have your say", fr: "Donnez votre avis", de: "Ihre Meinung zählt", es: "Danos tu opinión", nl: "Geef je mening", pt: "Dê sua opinião", it: "Dì la tua" }

// Reader polls, recalled from memory of Crowdsignal (formerly Polldaddy: a script from secure.polldaddy.com/p/<id>.js with a poll.fm fallback link), Opinary's embedded opinion widgets used by European news sites (a div with data-poll and widgets.opinary.com/embed.js) and StrawPoll's iframe embeds: a heading, the question and one such poll.
const readerPoll = benign("reader poll embedded from a polling service (Crowdsignal/Polldaddy, Opinary, StrawPoll) with the question in the site's language", (page, rng) => {
  const q = pick(rng, say(page, pollWords))
  const id = digits(rng, 8)
  const embed = pick(rng, [
    () => `<script type="text/javascript" charset="utf-8" src="https://secure.polldaddy.com/p/${id}.js"></script><noscript><a href="https://poll.fm/${id}">${esc(q)}</a></noscript>`,
    () => `<div class="opinary-widget-embed" data-poll="${slug(q).slice(0, 40) || "poll"}-${bare(page)}" data-customer="${bare(page)}"></div><script async type="text/javascript" src="//widgets.opinary.com/embed.js"></script>`,
    () => `<iframe src="https://strawpoll.com/embed/${alnum(rng, 11)}" style="width:100%;height:${between(rng, 420, 560)}px;border:0" allowfullscreen></iframe>`
  ])()
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["poll", "reader-poll", "vote"])}"><h3>📊 ${esc(say(page, pollHead))}</h3><p>${esc(q)}</p>${embed}</aside>`))
})

const qaWords: Words<(tool: string, code: string) => readonly [string, string]> = {
  en: (t, c) => ["Questions for the speakers?", `Send your questions and vote on other people's during the event on ${t} with the code ${c}.`],
  fr: (t, c) => ["Des questions pour les intervenants ?", `Posez vos questions et votez pour celles des autres pendant l'événement sur ${t} avec le code ${c}.`],
  de: (t, c) => ["Fragen an die Vortragenden?", `Stellen Sie Ihre Fragen und stimmen Sie über andere ab – während der Veranstaltung auf ${t} mit dem Code ${c}.`],
  es: (t, c) => ["¿Preguntas para los ponentes?", `Envía tus preguntas y vota las de otros durante el evento en ${t} con el código ${c}.`],
  nl: (t, c) => ["Vragen voor de sprekers?", `Stel je vragen en stem op die van anderen tijdens het evenement via ${t} met de code ${c}.`],
  pt: (t, c) => ["Perguntas para os palestrantes?", `Envie suas perguntas e vote nas dos outros durante o evento no ${t} com o código ${c}.`],
  it: (t, c) => ["Domande per i relatori?", `Invia le tue domande e vota quelle degli altri durante l'evento su ${t} con il codice ${c}.`]
}

// Audience questions, recalled from memory of Slido (event codes like #ABC123, app.sli.do/event/<id> links and embeds) and Mentimeter (a code to enter at menti.com and a presentation embed), used by conferences, councils and universities for live questions and votes during talks: a box with the code and a link or embed.
const liveQuestions = benign("live questions during an event on Slido or Mentimeter, with the event code and a link or embed", (page, rng) => {
  const slido = chance(rng, 0.5)
  const code = slido ? `#${upper(rng, 2)}${digits(rng, 4)}` : `${digits(rng, 4)} ${digits(rng, 4)}`
  const [h, p] = say(page, qaWords)(slido ? "Slido" : "menti.com", code)
  const link = slido
    ? (chance(rng, 0.5) ? `<iframe src="https://app.sli.do/event/${alnum(rng, 22)}" height="100%" width="100%" frameborder="0" style="min-height:560px" allow="clipboard-write"></iframe>` : `<p><a href="https://app.sli.do/event/${alnum(rng, 22)}">sli.do</a></p>`)
    : (chance(rng, 0.5) ? `<iframe src="https://www.mentimeter.com/app/presentation/${alnum(rng, 32)}/embed" width="100%" height="420" frameborder="0" allowfullscreen></iframe>` : `<p><a href="https://www.menti.com/${alnum(rng, 12)}">menti.com</a></p>`)
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["event-qa", "questions", "live"])}"><h3>🙋 ${esc(h)}</h3><p>${esc(p)}</p>${link}</section>`))
})

const webinarWords: Words<(d: string, t: string) => readonly [string, string, string, ReadonlyArray<string>]> = {
  en: (d, t) => [`Free webinar on ${d} at ${t}`, "Join our team live for a 45-minute session with time for questions. Registration is free; you will receive the link by e-mail.", "Register", ["What's new this year", "Getting started", "Your questions answered"]],
  fr: (d, t) => [`Webinaire gratuit le ${d} à ${t}`, "Retrouvez notre équipe en direct pendant 45 minutes, avec un temps pour vos questions. Inscription gratuite ; vous recevrez le lien par e-mail.", "S'inscrire", ["Les nouveautés de l'année", "Bien démarrer", "Vos questions"]],
  de: (d, t) => [`Kostenloses Webinar am ${d} um ${t}`, "Erleben Sie unser Team 45 Minuten live, mit Zeit für Fragen. Die Anmeldung ist kostenlos; den Link erhalten Sie per E-Mail.", "Anmelden", ["Neuigkeiten des Jahres", "Erste Schritte", "Ihre Fragen"]],
  es: (d, t) => [`Webinar gratuito el ${d} a las ${t}`, "Acompaña a nuestro equipo en directo durante 45 minutos, con tiempo para preguntas. La inscripción es gratuita; recibirás el enlace por correo.", "Inscribirme", ["Novedades del año", "Primeros pasos", "Tus preguntas"]],
  nl: (d, t) => [`Gratis webinar op ${d} om ${t}`, "Kijk 45 minuten live mee met ons team, met tijd voor vragen. Aanmelden is gratis; je ontvangt de link per e-mail.", "Aanmelden", ["Nieuw dit jaar", "Aan de slag", "Jouw vragen"]],
  pt: (d, t) => [`Webinar gratuito em ${d} às ${t}`, "Participe ao vivo com nossa equipe por 45 minutos, com tempo para perguntas. A inscrição é gratuita; você receberá o link por e-mail.", "Inscrever-se", ["Novidades do ano", "Primeiros passos", "Suas perguntas"]],
  it: (d, t) => [`Webinar gratuito il ${d} alle ${t}`, "Segui il nostro team in diretta per 45 minuti, con spazio per le domande. L'iscrizione è gratuita; riceverai il link via e-mail.", "Iscriviti", ["Le novità dell'anno", "Come iniziare", "Le vostre domande"]]
}

// Webinars, recalled from memory of registration links of Zoom Webinars (<subdomain>.zoom.us/webinar/register/WN_<id>), GoTo Webinar (attendee.gotowebinar.com/register/<number>), Microsoft Teams webinars (events.teams.microsoft.com/event/<id>) and Livestorm (app.livestorm.co/<org>/<event>), which companies, schools and charities link from their pages: a box with the date, the agenda and the registration link.
const webinarRegistration = benign("free webinar with date, agenda and a registration link on Zoom, GoTo Webinar, Teams or Livestorm", (page, rng) => {
  const [h, p, cta, agenda] = say(page, webinarWords)(dateOf(rng, page), clock(rng))
  const url = pick(rng, [
    () => `https://${pick(rng, ["us02web", "us06web", "eu01web", "zoom"])}.zoom.us/webinar/register/WN_${alnum(rng, 22)}`,
    () => `https://attendee.gotowebinar.com/register/${digits(rng, 19)}`,
    () => `https://events.teams.microsoft.com/event/${uuid(rng)}@${uuid(rng)}`,
    () => `https://app.livestorm.co/${slug(page.site.brand) || bare(page)}/${slug(agenda[0]!) || "webinar"}`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["webinar", "event", "live-session"])}"><h3>🎥 ${esc(h)}</h3><p>${esc(p)}</p><ul>${agenda.map((a) => `<li>${esc(a)}</li>`).join("")}</ul><p><a href="${esc(url)}">${esc(cta)}</a></p></section>`))
})

const petWords: Words<(name: string, age: number, kind: string) => readonly [string, string, string]> = {
  en: (n, a, k) => ["Pet of the week", `Meet ${n}, a ${a}-year-old ${k} looking for a loving home. Vaccinated, neutered and microchipped.`, `Read ${n}'s profile`],
  fr: (n, a, k) => ["L'animal de la semaine", `Voici ${n}, ${k} de ${a} ans, qui cherche une famille aimante. Vacciné, stérilisé et identifié.`, `Voir la fiche de ${n}`],
  de: (n, a, k) => ["Tier der Woche", `Das ist ${n}, ${a} Jahre alt (${k}), und sucht ein liebevolles Zuhause. Geimpft, kastriert und gechippt.`, `Zum Steckbrief von ${n}`],
  es: (n, a, k) => ["Animal de la semana", `Te presentamos a ${n}, ${k} de ${a} años que busca un hogar. Vacunado, esterilizado y con microchip.`, `Ver la ficha de ${n}`],
  nl: (n, a, k) => ["Dier van de week", `Dit is ${n}, een ${k} van ${a} jaar die een liefdevol thuis zoekt. Gevaccineerd, gecastreerd en gechipt.`, `Bekijk het profiel van ${n}`],
  pt: (n, a, k) => ["Pet da semana", `Conheça ${n}, ${k} de ${a} anos à procura de um lar. Vacinado, castrado e com microchip.`, `Ver o perfil de ${n}`],
  it: (n, a, k) => ["L'animale della settimana", `Ecco ${n}, ${k} di ${a} anni in cerca di una famiglia. Vaccinato, sterilizzato e con microchip.`, `Vedi la scheda di ${n}`]
}
const petKinds: Words<readonly [string, string]> = {
  en: ["dog", "cat"], fr: ["chien", "chat"], de: ["Hund", "Katze"], es: ["perro", "gato"], nl: ["hond", "kat"], pt: ["cachorro", "gato"], it: ["cane", "gatto"]
}

// Shelters' pets of the week, recalled from memory of animal shelters and rescues publishing a weekly animal with a photo and a profile on their own site or on Petfinder and Adopt-a-Pet (United States), where many list their animals: a box with the animal's name, age and a link to its profile.
const petOfTheWeek = benign("shelter's pet of the week with a photo, age and a link to its profile (own page, Petfinder or Adopt-a-Pet)", (page, rng) => {
  const name = pick(rng, ["Luna", "Max", "Bella", "Milo", "Nala", "Rocky", "Kiwi", "Oscar", "Mia", "Bruno"])
  const dog = chance(rng, 0.55)
  const [h, p, cta] = say(page, petWords)(name, between(rng, 1, 11), say(page, petKinds)[dog ? 0 : 1])
  const us = country(page) === "us"
  const url = us && chance(rng, 0.6)
    ? pick(rng, [`https://www.petfinder.com/${dog ? "dog" : "cat"}/${name.toLowerCase()}-${digits(rng, 8)}/`, `https://www.adoptapet.com/pet/${digits(rng, 8)}-${dog ? "dog" : "cat"}`])
    : own(rng, page, `/${pick(rng, ["adopt", "animals", "adoption", "pets"])}/${name.toLowerCase()}-${digits(rng, 4)}`)
  const img = us && chance(rng, 0.4) ? `https://dl5zpyw5k3jeb.cloudfront.net/photos/pets/${digits(rng, 8)}/1/?bust=${digits(rng, 10)}&amp;width=300` : own(rng, page, `/images/pets/${name.toLowerCase()}.jpg`)
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["pet-of-the-week", "adopt", "featured-pet"])}"><h3>🐾 ${esc(h)}</h3><img src="${img}" alt="${esc(name)}" width="300" loading="lazy"><p>${esc(p)}</p><p><a href="${esc(url)}">${esc(cta)}</a></p></aside>`))
})

const labelWords: Words<ReadonlyArray<string>> = {
  en: ["Opinion", "Analysis", "Explainer", "Interview", "Review", "Sponsored"], fr: ["Opinion", "Analyse", "Décryptage", "Entretien", "Critique", "Contenu sponsorisé"],
  de: ["Meinung", "Analyse", "Erklärt", "Interview", "Kritik", "Anzeige"], es: ["Opinión", "Análisis", "Explicador", "Entrevista", "Crítica", "Patrocinado"],
  nl: ["Opinie", "Analyse", "Uitleg", "Interview", "Recensie", "Gesponsord"], pt: ["Opinião", "Análise", "Explicador", "Entrevista", "Crítica", "Patrocinado"],
  it: ["Opinione", "Analisi", "Spiegazione", "Intervista", "Recensione", "Sponsorizzato"]
}
const labelLegend: Words<string> = {
  en: "How we label our articles", fr: "Comment nous étiquetons nos articles", de: "So kennzeichnen wir unsere Beiträge", es: "Cómo etiquetamos nuestros artículos",
  nl: "Zo labelen we onze artikelen", pt: "Como rotulamos nossos artigos", it: "Come etichettiamo i nostri articoli"
}

// Article-type labels, recalled from memory of news organisations' labelling policies (the Trust Project's indicators from about 2017, and labels such as "Opinion", "Analysis", "Explainer" or "Sponsored" that the BBC, The Guardian, Le Monde, Der Spiegel and others put above headlines, plus legal "Anzeige" or "sponsored" marks on paid content): small labels before some of the site's headlines, sometimes with a legend.
const articleLabels = benign("article-type labels (Opinion, Analysis, Explainer, Sponsored) put before some of the site's headlines, sometimes with a legend", (page, rng) => {
  const labels = say(page, labelWords)
  const runs = page.spots.texts.filter((t) => {
    if (t.text.trim().length < 8) return false
    for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (/^h[2-3]$/.test(e.name)) return e.shown
    return false
  })
  const style = `font-size:${pick(rng, ["11px", "12px", "0.75em"])};text-transform:uppercase;letter-spacing:.05em;color:${pick(rng, ["#c70000", "#555", "#005689", "#7d0068"])};margin-right:6px`
  const out: Array<Splice> = sample(rng, runs, between(rng, Math.min(1, runs.length), Math.min(5, runs.length))).map((t) =>
    insert(trimmed(page, t).start, `<span class="${pick(rng, ["kicker", "article-label", "label"])}" style="${style}">${esc(pick(rng, labels))}</span>`))
  if (out.length === 0 || chance(rng, 0.3)) {
    out.push(insert(footerSpot(rng, page), `<aside class="label-legend"><h4>${esc(say(page, labelLegend))}</h4><ul>${labels.map((l) => `<li><span style="${style}">${esc(l)}</span></li>`).join("")}</ul></aside>`))
  }
  return { splices: out }
})

const erasureWords: Words<(d: string) => string> = {
  en: (d) => `This page was updated on ${d}: at the request of a person named in it, their name has been replaced by initials, in line with our policy on the right to erasure (GDPR Article 17).`,
  fr: (d) => `Cette page a été modifiée le ${d} : à la demande d'une personne citée, son nom a été remplacé par ses initiales, conformément à notre politique sur le droit à l'effacement (article 17 du RGPD).`,
  de: (d) => `Diese Seite wurde am ${d} geändert: Auf Wunsch einer darin genannten Person wurde ihr Name durch Initialen ersetzt, gemäß unserer Richtlinie zum Recht auf Löschung (Art. 17 DSGVO).`,
  es: (d) => `Esta página se actualizó el ${d}: a petición de una persona mencionada, su nombre se ha sustituido por sus iniciales, conforme a nuestra política sobre el derecho de supresión (artículo 17 del RGPD).`,
  nl: (d) => `Deze pagina is op ${d} aangepast: op verzoek van een genoemde persoon is diens naam vervangen door initialen, volgens ons beleid over het recht op vergetelheid (artikel 17 AVG).`,
  pt: (d) => `Esta página foi atualizada em ${d}: a pedido de uma pessoa nela mencionada, o seu nome foi substituído pelas iniciais, de acordo com a nossa política sobre o direito ao apagamento de dados.`,
  it: (d) => `Questa pagina è stata aggiornata il ${d}: su richiesta di una persona citata, il suo nome è stato sostituito dalle iniciali, in linea con la nostra politica sul diritto alla cancellazione (art. 17 GDPR).`
}

/** A common first name followed by a capitalised surname ("Anna Becker"): where a private person is named. */
const firstNames = new RegExp(`\\b(${["James", "John", "Robert", "Michael", "David", "William", "Richard", "Thomas", "Mark", "Paul", "Peter", "Steven", "Andrew", "Daniel", "Matthew", "Chris", "Christopher", "Kevin", "Brian", "George", "Edward", "Jason", "Ryan", "Gary", "Tim", "Jack", "Harry", "Oliver", "Mary", "Patricia", "Jennifer", "Linda", "Elizabeth", "Susan", "Jessica", "Sarah", "Karen", "Lisa", "Nancy", "Emily", "Emma", "Anna", "Laura", "Julia", "Rachel", "Kate", "Helen", "Sophie", "Claire", "Marie", "Jean", "Pierre", "Michel", "Nicolas", "Isabelle", "Hans", "Klaus", "Stefan", "Andreas", "Katrin", "Sabine", "Carlos", "Javier", "Miguel", "Pablo", "Lucia", "Carmen", "Jan", "Pieter", "Sanne", "Joao", "Ana", "Giulia", "Marco", "Luca", "Francesca", "Alessandro"].join("|")}) ([A-Z][a-z]{2,})\\b`)

// Erasure requests, recalled from memory of the "right to be forgotten" (the CJEU's Google Spain ruling, May 2014, and GDPR Article 17 from May 2018) and of newspapers' and organisations' policies for anonymising old articles and pages on request (replacing a private person's surname with an initial and adding a note): one two-word name in the page's text shortened to an initial, and a dated note saying why.
const nameErasure = benign("a person's surname in the page's text shortened to an initial after an erasure request, with a dated note (GDPR Article 17)", (page, rng) => {
  const out: Array<Splice> = []
  const matches = page.spots.texts.flatMap((t) => {
    const el = elAt(page, t.parent)
    if (el === undefined || !el.shown || !/^(p|li|td|dd|span|em|strong|a|div)$/.test(el.name)) return []
    const raw = page.html.slice(t.start, t.end)
    const m = firstNames.exec(raw)
    return m === null || raw.slice(0, m.index + m[0].length).includes("&") ? [] : [{ at: t.start + m.index + m[1]!.length + 1, len: m[2]!.length, initial: m[2]!.charAt(0) }]
  })
  if (matches.length > 0) {
    const m = pick(rng, matches)
    out.push(replace({ start: m.at, end: m.at + m.len }, `${m.initial}.`))
  }
  out.push(insert(pick(rng, [footerSpot(rng, page), slotAt(page.spots, "middle")]), `<p class="${pick(rng, ["editors-note", "update-note", "note"])}"><em>${esc(say(page, erasureWords)(dateOf(rng, page)))}</em></p>`))
  return { splices: out }
})

const apologyWords: Words<(org: string, what: string, d: string) => readonly [string, string, string]> = {
  en: (o, w, d) => ["An apology to our customers", `On ${d} many of you were affected by ${w}. That is not the service you expect from ${o}, and we are sorry. Everyone affected will receive a credit automatically; you do not need to do anything.`, "Chief Executive"],
  fr: (o, w, d) => ["Nos excuses à nos clients", `Le ${d}, beaucoup d'entre vous ont été touchés par ${w}. Ce n'est pas le service que vous attendez de ${o}, et nous en sommes désolés. Chaque personne concernée recevra automatiquement un avoir ; vous n'avez rien à faire.`, "Directeur général"],
  de: (o, w, d) => ["Eine Entschuldigung an unsere Kundinnen und Kunden", `Am ${d} waren viele von Ihnen von ${w} betroffen. Das ist nicht der Service, den Sie von ${o} erwarten, und das tut uns leid. Alle Betroffenen erhalten automatisch eine Gutschrift; Sie müssen nichts tun.`, "Geschäftsführer"],
  es: (o, w, d) => ["Nuestras disculpas a los clientes", `El ${d} muchos de vosotros os visteis afectados por ${w}. No es el servicio que esperáis de ${o} y lo sentimos. Todas las personas afectadas recibirán un abono automáticamente; no tenéis que hacer nada.`, "Consejero delegado"],
  nl: (o, w, d) => ["Onze excuses aan onze klanten", `Op ${d} hadden velen van u last van ${w}. Dat is niet de service die u van ${o} verwacht, en het spijt ons. Iedereen die getroffen is, krijgt automatisch een tegoed; u hoeft niets te doen.`, "Algemeen directeur"],
  pt: (o, w, d) => ["Um pedido de desculpas aos nossos clientes", `Em ${d}, muitos de vocês foram afetados por ${w}. Esse não é o serviço que vocês esperam da ${o}, e lamentamos. Todos os afetados receberão um crédito automaticamente; não é preciso fazer nada.`, "Diretor-presidente"],
  it: (o, w, d) => ["Le nostre scuse ai clienti", `Il ${d} molti di voi sono stati colpiti da ${w}. Non è il servizio che vi aspettate da ${o}, e ce ne scusiamo. Tutte le persone interessate riceveranno automaticamente un accredito; non dovete fare nulla.`, "Amministratore delegato"]
}
const apologyWhat: Words<ReadonlyArray<string>> = {
  en: ["an outage of our online services", "delays to deliveries", "a billing error that charged some accounts twice", "the cancellation of the event at short notice"],
  fr: ["une panne de nos services en ligne", "des retards de livraison", "une erreur de facturation qui a débité certains comptes deux fois"],
  de: ["einem Ausfall unserer Online-Dienste", "Lieferverzögerungen", "einem Abrechnungsfehler, durch den manche Konten doppelt belastet wurden"],
  es: ["una caída de nuestros servicios en línea", "retrasos en las entregas", "un error de facturación que cobró dos veces a algunas cuentas"],
  nl: ["een storing van onze online diensten", "vertraagde leveringen", "een factuurfout waardoor sommige rekeningen dubbel zijn belast"],
  pt: ["uma interrupção dos nossos serviços online", "atrasos nas entregas", "um erro de cobrança que debitou algumas contas duas vezes"],
  it: ["un'interruzione dei nostri servizi online", "ritardi nelle consegne", "un errore di fatturazione che ha addebitato due volte alcuni conti"]
}

// Public apologies, recalled from memory of companies and public bodies apologising on their own sites after failures (rail operators after timetable collapses, telecoms and banks after outages, retailers after delivery failures, the CrowdStrike-related outages of July 2024 among them), usually signed by the chief executive and promising automatic compensation: such a statement near the top of the page.
const publicApology = benign("organisation's own public apology for an outage, delays or a billing error, signed by its chief executive, with automatic compensation", (page, rng) => {
  const [h, p, role] = say(page, apologyWords)(brandName(page), pick(rng, say(page, apologyWhat)), dateOf(rng, page))
  const ceo = `${pick(rng, ["Anna", "Thomas", "Claire", "Marco", "Sofia", "Pieter", "Laura", "David", "Inês", "Giulia"])} ${pick(rng, ["Martin", "Becker", "Moreau", "Rossi", "Jansen", "García", "Silva", "Evans", "Ferrari", "Dubois"])}`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), someSpot(rng, page)]), `<section class="${pick(rng, ["apology", "statement", "customer-notice"])}" style="border-left:4px solid #888;padding:8px 14px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p)}</p><p><em>${esc(ceo)}, ${esc(role)}</em></p></section>`))
})

const floats: Record<string, readonly [string, string, string]> = {
  uk: ["the London Stock Exchange", "the FCA", "https://data.fca.org.uk/#/nsm/nationalstoragemechanism"], us: ["the Nasdaq", "the SEC", "https://www.sec.gov/edgar/search/"],
  au: ["the ASX", "ASIC", "https://asic.gov.au/"], in: ["the NSE and BSE", "SEBI", "https://www.sebi.gov.in/"], fr: ["Euronext Paris", "l'AMF", "https://www.amf-france.org/"],
  de: ["der Frankfurter Wertpapierbörse", "der BaFin", "https://www.bafin.de/"], es: ["las Bolsas españolas", "la CNMV", "https://www.cnmv.es/"], nl: ["Euronext Amsterdam", "de AFM", "https://www.afm.nl/"],
  it: ["Euronext Milan", "la CONSOB", "https://www.consob.it/"], br: ["a B3", "pela CVM", "https://www.gov.br/cvm/"]
}
const floatWords: Words<(org: string, ex: string, reg: string) => readonly [string, string, string, string]> = {
  en: (o, e, r) => [`${o} intends to list on ${e}`, `Today we announced our intention to float. The prospectus, approved by ${r}, is available on our investor relations pages. This announcement is not an offer of securities and is not for release in jurisdictions where that would be unlawful.`, "Read the prospectus", "Regulator's website"],
  fr: (o, e, r) => [`${o} annonce son intention d'introduction en bourse sur ${e}`, `Le prospectus, approuvé par ${r}, est disponible dans notre espace investisseurs. Ce communiqué ne constitue pas une offre de titres et ne doit pas être diffusé là où cela serait illégal.`, "Lire le prospectus", "Site du régulateur"],
  de: (o, e, r) => [`${o} plant den Börsengang an ${e}`, `Der von ${r} gebilligte Wertpapierprospekt ist im Bereich Investor Relations verfügbar. Diese Mitteilung ist kein Angebot von Wertpapieren und nicht zur Verbreitung in Ländern bestimmt, in denen dies rechtswidrig wäre.`, "Zum Prospekt", "Website der Aufsicht"],
  es: (o, e, r) => [`${o} anuncia su intención de salir a bolsa en ${e}`, `El folleto, aprobado por ${r}, está disponible en nuestra sección de inversores. Este anuncio no constituye una oferta de valores y no debe difundirse donde sea ilegal.`, "Leer el folleto", "Web del supervisor"],
  nl: (o, e, r) => [`${o} is voornemens zich te noteren aan ${e}`, `Het prospectus, goedgekeurd door ${r}, staat op onze pagina's voor beleggers. Deze aankondiging is geen aanbod van effecten en niet bestemd voor verspreiding waar dat onrechtmatig zou zijn.`, "Lees het prospectus", "Website van de toezichthouder"],
  pt: (o, e, r) => [`${o} anuncia intenção de abrir capital na ${e.replace(/^a /, "")}`, `O prospecto, registrado ${r}, está disponível em nossa página de relações com investidores. Este anúncio não constitui oferta de valores mobiliários.`, "Ler o prospecto", "Site do regulador"],
  it: (o, e, r) => [`${o} annuncia l'intenzione di quotarsi su ${e}`, `Il prospetto, approvato dalla ${r.replace(/^la /, "")}, è disponibile nella sezione investitori. Il presente comunicato non costituisce un'offerta di strumenti finanziari e non è destinato alla diffusione dove ciò sia illegale.`, "Leggi il prospetto", "Sito dell'autorità"]
}

// Flotations, recalled from memory of companies' "intention to float" announcements and IPO pages (a short notice, a prospectus PDF on their investor-relations pages, a legal disclaimer about restricted jurisdictions, and a link to the regulator: the FCA's National Storage Mechanism, the SEC's EDGAR, the AMF, BaFin, CNMV, AFM, CONSOB, CVM, ASIC, SEBI): such a notice with the prospectus on the site's own host.
const ipoNotice = benign("intention-to-float notice with the prospectus on the site's own host and a link to the market regulator", (page, rng) => {
  const [ex, reg, regUrl] = floats[country(page)] ?? floats.us!
  const [h, p, read, regLink] = say(page, floatWords)(brandName(page), ex, reg)
  const pdf = own(rng, page, `/${pick(rng, ["investors", "investor-relations", "ir"])}/${pick(rng, ["prospectus", "ipo"])}-${pick(rng, ["2025", "2026"])}.pdf`)
  return splices(insert(pick(rng, [top(page), someSpot(rng, page)]), `<section class="${pick(rng, ["ipo", "investors", "announcement"])}"><h3>${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(pdf)}">${esc(read)}</a> · <a href="${regUrl}">${esc(regLink)}</a></p></section>`))
})

const licenceWords: Words<readonly [string, string, string, string, string]> = {
  en: ["Buy a licence", "Personal", "Business", "One-time payment including a year of updates. Orders are processed by our authorised reseller.", "Buy"],
  fr: ["Acheter une licence", "Personnelle", "Professionnelle", "Paiement unique, un an de mises à jour inclus. Les commandes sont traitées par notre revendeur agréé.", "Acheter"],
  de: ["Lizenz kaufen", "Privat", "Business", "Einmalzahlung inklusive einem Jahr Updates. Bestellungen werden von unserem autorisierten Reseller abgewickelt.", "Kaufen"],
  es: ["Comprar una licencia", "Personal", "Empresa", "Pago único con un año de actualizaciones. Los pedidos los gestiona nuestro distribuidor autorizado.", "Comprar"],
  nl: ["Koop een licentie", "Persoonlijk", "Zakelijk", "Eenmalige betaling inclusief een jaar updates. Bestellingen worden verwerkt door onze erkende reseller.", "Kopen"],
  pt: ["Comprar uma licença", "Pessoal", "Empresarial", "Pagamento único com um ano de atualizações. Os pedidos são processados pelo nosso revendedor autorizado.", "Comprar"],
  it: ["Acquista una licenza", "Personale", "Aziendale", "Pagamento unico con un anno di aggiornamenti. Gli ordini sono gestiti dal nostro rivenditore autorizzato.", "Acquista"]
}

// Software resellers, recalled from memory of the store snippets of FastSpring (the Store Builder Library, fastspring-builder.min.js with a data-storefront on <company>.onfastspring.com and buttons with data-fsc-item-path-value), 2Checkout/Verifone (secure.2checkout.com/checkout/buy?merchant=...&prod=...) and MyCommerce/Share-it (order.shareit.com/product?vendorid=...&productid=...), which small software makers use as merchant of record: a licence table with the site's prices and such buttons.
const licenceStore = benign("software licence table with buttons run by a reseller (FastSpring Store Builder, 2Checkout/Verifone, MyCommerce)", (page, rng) => {
  const [h, personal, business, p, cta] = say(page, licenceWords)
  const b = bare(page)
  const product = slug(page.site.brand) || b
  const money = page.site.locale.money
  const tiers = [[personal, between(rng, 19, 59)], [business, between(rng, 79, 249)]] as const
  const kind = pick(rng, ["fastspring", "2checkout", "mycommerce"] as const)
  const merchant = digits(rng, 9)
  const btn = (tier: string) => kind === "fastspring"
    ? `<button data-fsc-item-path-value="${product}-${slug(tier) || "licence"}" data-fsc-action="Reset,Add,Checkout">${esc(cta)}</button>`
    : kind === "2checkout"
    ? `<a href="https://secure.2checkout.com/checkout/buy?merchant=${merchant}&amp;prod=${upper(rng, 8)}&amp;qty=1">${esc(cta)}</a>`
    : `<a href="https://order.shareit.com/product?vendorid=${digits(rng, 9)}&amp;productid=${digits(rng, 9)}">${esc(cta)}</a>`
  const lib = kind === "fastspring" ? `<script id="fsc-api" src="https://sbl.onfastspring.com/sbl/0.9.${between(rng, 2, 6)}/fastspring-builder.min.js" type="text/javascript" data-storefront="${b}.onfastspring.com/popup-${b}"></script>` : ""
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["pricing", "buy", "store"])}"><h3>${esc(h)}</h3><table>${tiers.map(([t, price]) => `<tr><td>${esc(t)}</td><td>${esc(money(price + 0.99))}</td><td>${btn(t)}</td></tr>`).join("")}</table><p><small>${esc(p)}</small></p>${lib}</section>`))
})

const guideWords: Words<(app: string) => readonly [string, string, string]> = {
  en: (a) => ["Free audio guide", `Hold your phone near the tags beside the works, or scan their QR codes, to hear the stories behind them. The guide is free on ${a}; bring headphones.`, `Open the guide on ${a}`],
  fr: (a) => ["Audioguide gratuit", `Approchez votre téléphone des étiquettes à côté des œuvres, ou scannez leur QR code, pour écouter leur histoire. Le guide est gratuit sur ${a} ; pensez à vos écouteurs.`, `Ouvrir le guide sur ${a}`],
  de: (a) => ["Kostenloser Audioguide", `Halten Sie Ihr Handy an die Schilder neben den Werken oder scannen Sie deren QR-Code, um ihre Geschichte zu hören. Der Guide ist kostenlos in ${a}; bringen Sie Kopfhörer mit.`, `Guide in ${a} öffnen`],
  es: (a) => ["Audioguía gratuita", `Acerca el móvil a las etiquetas junto a las obras, o escanea su código QR, para escuchar su historia. La guía es gratuita en ${a}; trae auriculares.`, `Abrir la guía en ${a}`],
  nl: (a) => ["Gratis audiotour", `Houd je telefoon bij de labels naast de werken, of scan hun QR-code, om het verhaal erachter te horen. De tour is gratis in ${a}; neem oordopjes mee.`, `Open de tour in ${a}`],
  pt: (a) => ["Audioguia gratuito", `Aproxime o celular das etiquetas ao lado das obras, ou leia o QR code, para ouvir a história de cada uma. O guia é gratuito no ${a}; traga fones de ouvido.`, `Abrir o guia no ${a}`],
  it: (a) => ["Audioguida gratuita", `Avvicina il telefono alle etichette accanto alle opere, o inquadra il QR code, per ascoltarne la storia. La guida è gratuita su ${a}; porta le cuffie.`, `Apri la guida su ${a}`]
}

// Museum audio guides, recalled from memory of Smartify (app.smartify.org venue pages, used by many museums since about 2017), izi.TRAVEL (free museum and city tours) and Bloomberg Connects (the free arts app Bloomberg Philanthropies launched in 2020), often reached through NFC tags or QR codes beside the works: a box explaining the guide with a link to the venue on the app.
const audioGuide = benign("museum's free audio guide reached by NFC tags or QR codes beside the works, linked on Smartify, izi.TRAVEL or Bloomberg Connects", (page, rng) => {
  const venue = slug(page.site.brand) || bare(page)
  const [app, url] = pick(rng, [
    () => ["Smartify", `https://app.smartify.org/${pick(rng, ["venues", "en-GB/venues"])}/${venue}`] as const,
    () => ["izi.TRAVEL", `https://izi.travel/${page.site.locale.lang}/${hex(rng, 4)}-${venue}/${page.site.locale.lang}`] as const,
    () => ["Bloomberg Connects", `https://www.bloombergconnects.org/`] as const
  ])()
  const [h, p, cta] = say(page, guideWords)(app)
  return splices(insert(someSpot(rng, page), `<aside class="${pick(rng, ["audio-guide", "visit", "guide"])}"><h3>🎧 ${esc(h)}</h3><p>${esc(p)}</p><p><a href="${esc(url)}">${esc(cta)}</a></p></aside>`))
})

const unitWords: Words<string> = { en: "Unit price", fr: "Prix à l'unité de mesure", de: "Grundpreis", es: "Precio por unidad de medida", nl: "Prijs per eenheid", pt: "Preço por unidade", it: "Prezzo unitario" }

// Unit prices, recalled from memory of the EU Price Indication Directive (98/6/EC), Germany's Preisangabenverordnung "Grundpreis", the UK's Price Marking Order and Australia's unit pricing code, which require shops selling by weight or volume to show the price per kilogram, litre or metre next to the selling price (and of online shops adding it after complaints and enforcement, about 2019–2024): a unit-price line after some of the page's prices.
const unitPrices = benign("unit price per kg, litre or metre added after some of the page's prices (EU Price Indication Directive, German Grundpreis)", (page, rng) => {
  const label = say(page, unitWords)
  const money = page.site.locale.money
  const runs = page.spots.texts.filter((t) => priceRe.test(t.text) && elAt(page, t.parent)?.shown === true)
  const out: Array<Splice> = sample(rng, runs, Math.min(runs.length, between(rng, 1, 4))).map((t) =>
    insert(afterPrice(page, t), ` <small class="${page.site.locale.lang === "de" ? "grundpreis" : pick(rng, ["unit-price", "base-price", "price-per-unit"])}">(${esc(label)}: ${esc(money(between(rng, 2, 60) + pick(rng, [0, 0.5, 0.99, 0.25])))}/${pick(rng, ["kg", "l", "100 g", "m", "100 ml"])})</small>`))
  if (out.length === 0) out.push(insert(footerSpot(rng, page), `<p class="price-note"><small>${esc(label)}: ${esc(money(between(rng, 2, 60)))}/kg</small></p>`))
  return { splices: out }
})

const albumWords: Words<(event: string) => readonly [string, string]> = {
  en: (e) => [`Photos from our ${e}`, "See all the photos"], fr: (e) => [`Les photos de notre ${e}`, "Voir toutes les photos"], de: (e) => [`Fotos von unserem ${e}`, "Alle Fotos ansehen"],
  es: (e) => [`Fotos de nuestro ${e}`, "Ver todas las fotos"], nl: (e) => [`Foto's van onze ${e}`, "Bekijk alle foto's"], pt: (e) => [`Fotos do nosso ${e}`, "Ver todas as fotos"], it: (e) => [`Le foto del nostro ${e}`, "Guarda tutte le foto"]
}
const albumEvents: Words<ReadonlyArray<string>> = {
  en: ["summer fair", "open day", "anniversary party", "charity run"], fr: ["fête d'été", "anniversaire", "marché de Noël"], de: ["Sommerfest", "Tag der offenen Tür", "Jubiläum"],
  es: ["fiesta de verano", "aniversario", "mercadillo solidario"], nl: ["zomerfeest", "open dag", "jubileumfeest"], pt: ["arraial", "aniversário", "bazar beneficente"], it: ["festa d'estate", "open day", "anniversario"]
}

// Photo albums, recalled from memory of Flickr's embed code (a link with data-flickr-embed="true" around an image on live.staticflickr.com and embedr.flickr.com/assets/client-code.js), SmugMug galleries (<name>.smugmug.com) and Google Photos shared-album links (photos.app.goo.gl), which clubs, schools and venues use after events: a heading, a cover photo and a link to the album.
const photoAlbum = benign("event photo album embedded from Flickr or linked on SmugMug or Google Photos, with a cover picture", (page, rng) => {
  const event = pick(rng, say(page, albumEvents))
  const [h, cta] = say(page, albumWords)(event)
  const b = bare(page)
  const body = pick(rng, [
    () => `<a data-flickr-embed="true" href="https://www.flickr.com/photos/${b}/albums/${digits(rng, 17)}" title="${esc(h)}"><img src="https://live.staticflickr.com/${digits(rng, 5)}/${digits(rng, 11)}_${hex(rng, 10)}_c.jpg" width="800" height="533" alt="${esc(h)}"></a><script async src="//embedr.flickr.com/assets/client-code.js" charset="utf-8"></script>`,
    () => `<a href="https://${b}.smugmug.com/${slug(event) || "event"}-${pick(rng, ["2025", "2026"])}"><img src="https://photos.smugmug.com/photos/i-${alnum(rng, 7)}/0/${hex(rng, 8)}/L/i-${alnum(rng, 7)}-L.jpg" width="800" alt="${esc(h)}"></a><p><a href="https://${b}.smugmug.com/">${esc(cta)}</a></p>`,
    () => `<img src="${own(rng, page, `/images/${slug(event) || "event"}/cover.jpg`)}" width="800" alt="${esc(h)}"><p><a href="https://photos.app.goo.gl/${alnum(rng, 17)}">${esc(cta)}</a></p>`
  ])()
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["gallery", "photos", "album"])}"><h3>📷 ${esc(h)}</h3>${body}</section>`))
})

const tableWords: Words<ReadonlyArray<string>> = {
  en: ["Volunteer rota", "Local suppliers directory", "Course timetable", "Member clubs and contacts"], fr: ["Planning des bénévoles", "Annuaire des producteurs locaux", "Calendrier des cours"],
  de: ["Helferplan", "Verzeichnis regionaler Anbieter", "Kursplan"], es: ["Turnos de voluntariado", "Directorio de proveedores locales", "Calendario de cursos"],
  nl: ["Vrijwilligersrooster", "Overzicht lokale leveranciers", "Cursusrooster"], pt: ["Escala de voluntários", "Catálogo de fornecedores locais", "Calendário de cursos"],
  it: ["Turni dei volontari", "Elenco dei fornitori locali", "Calendario dei corsi"]
}

// Shared tables, recalled from memory of Airtable's embed code (an iframe class="airtable-embed" from airtable.com/embed/app<id>/shr<id>) and public Notion pages (<workspace>.notion.site/<title>-<id>), which associations, schools and small firms use for rotas, directories and timetables: a heading and one such table.
const sharedTable = benign("rota, directory or timetable embedded from Airtable or linked as a public Notion page", (page, rng) => {
  const title = pick(rng, say(page, tableWords))
  const body = chance(rng, 0.65)
    ? `<iframe class="airtable-embed" src="https://airtable.com/embed/app${alnum(rng, 14)}/shr${alnum(rng, 14)}?backgroundColor=${pick(rng, ["blue", "green", "gray", "purple"])}&amp;viewControls=on" frameborder="0" width="100%" height="533" style="background:transparent;border:1px solid #ccc"></iframe>`
    : `<p><a href="https://${bare(page)}.notion.site/${slug(title) || "page"}-${hex(rng, 32)}">${esc(title)} (Notion)</a></p>`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["table-embed", "rota", "directory"])}"><h3>${esc(title)}</h3>${body}</section>`))
})

const auditWords: Words<(firm: string) => readonly [string, string, string, string]> = {
  en: (f) => ["Security audit completed", `Our smart contracts have been audited by ${f}. All findings of high and medium severity were fixed before deployment. You can check the deployed contract yourself:`, "Read the audit report", "Contract"],
  fr: (f) => ["Audit de sécurité terminé", `Nos smart contracts ont été audités par ${f}. Toutes les anomalies de gravité haute et moyenne ont été corrigées avant le déploiement. Vous pouvez vérifier le contrat déployé :`, "Lire le rapport d'audit", "Contrat"],
  de: (f) => ["Sicherheitsaudit abgeschlossen", `Unsere Smart Contracts wurden von ${f} geprüft. Alle Befunde hoher und mittlerer Schwere wurden vor dem Deployment behoben. Sie können den Vertrag selbst prüfen:`, "Auditbericht lesen", "Vertrag"],
  es: (f) => ["Auditoría de seguridad completada", `${f} ha auditado nuestros contratos inteligentes. Todos los hallazgos de gravedad alta y media se corrigieron antes del despliegue. Puedes comprobar el contrato desplegado:`, "Leer el informe", "Contrato"],
  nl: (f) => ["Beveiligingsaudit afgerond", `Onze smart contracts zijn geaudit door ${f}. Alle bevindingen met hoge en middelhoge ernst zijn vóór de uitrol opgelost. Je kunt het contract zelf controleren:`, "Lees het auditrapport", "Contract"],
  pt: (f) => ["Auditoria de segurança concluída", `Nossos contratos inteligentes foram auditados pela ${f}. Todos os achados de gravidade alta e média foram corrigidos antes da implantação. Você pode verificar o contrato:`, "Ler o relatório", "Contrato"],
  it: (f) => ["Audit di sicurezza completato", `I nostri smart contract sono stati verificati da ${f}. Tutte le criticità di gravità alta e media sono state corrette prima del rilascio. Puoi controllare tu stesso il contratto:`, "Leggi il rapporto", "Contratto"]
}

// Contract audits, recalled from memory of crypto projects announcing completed audits by OpenZeppelin, Trail of Bits, CertiK, ConsenSys Diligence or Hacken (about 2018–2024), with the report as a PDF on their own site or the auditor's (Trail of Bits' publications repository on GitHub, CertiK's Skynet pages) and the deployed contract linked on Etherscan: such a box.
const contractAudit = benign("crypto project's smart-contract audit announcement with the auditor's report and the deployed contract's address on Etherscan", (page, rng) => {
  const b = slug(page.site.brand) || bare(page)
  const [firm, report] = pick(rng, [
    () => ["OpenZeppelin", `https://blog.openzeppelin.com/${b}-audit`] as const,
    () => ["Trail of Bits", `https://github.com/trailofbits/publications/blob/master/reviews/${pick(rng, ["2025", "2024"])}-${pick(rng, ["03", "06", "09", "11"])}-${b}-securityreview.pdf`] as const,
    () => ["CertiK", `https://skynet.certik.com/projects/${b}`] as const,
    () => ["Hacken", own(rng, page, `/docs/audits/hacken-${b}.pdf`)] as const
  ])()
  const [h, p, read, contract] = say(page, auditWords)(firm)
  const addr = `0x${hex(rng, 40)}`
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["audit", "security", "trust"])}"><h3>🛡️ ${esc(h)}</h3><p>${esc(p)}</p><p>${esc(contract)}: <a href="https://etherscan.io/address/${addr}"><code>${addr}</code></a></p><p><a href="${esc(report)}">${esc(read)}</a></p></section>`))
})

const activateWords: Words<readonly [string, string, string]> = {
  en: ["Watching on your TV?", "Open the app on your TV, then go to this page on your phone or computer and enter the code shown on your screen.", "Enter TV code"],
  fr: ["Vous regardez sur votre téléviseur ?", "Ouvrez l'application sur votre téléviseur, puis rendez-vous sur cette page depuis votre téléphone ou ordinateur et saisissez le code affiché à l'écran.", "Saisir le code TV"],
  de: ["Auf dem Fernseher schauen?", "Öffnen Sie die App auf Ihrem Fernseher, rufen Sie dann diese Seite auf dem Handy oder Computer auf und geben Sie den angezeigten Code ein.", "TV-Code eingeben"],
  es: ["¿Lo ves en la tele?", "Abre la app en tu televisor y, desde el móvil o el ordenador, entra en esta página e introduce el código que aparece en pantalla.", "Introducir código de TV"],
  nl: ["Kijk je op je tv?", "Open de app op je tv, ga dan op je telefoon of computer naar deze pagina en vul de code in die op je scherm staat.", "Tv-code invullen"],
  pt: ["Assistindo na TV?", "Abra o app na TV e, pelo celular ou computador, acesse esta página e digite o código que aparece na tela.", "Digitar código da TV"],
  it: ["Guardi sulla TV?", "Apri l'app sulla TV, poi vai a questa pagina dal telefono o dal computer e inserisci il codice mostrato sullo schermo.", "Inserisci il codice TV"]
}

// TV activation, recalled from memory of streaming services' and broadcasters' "activate your TV" pages (netflix.com/tv8, youtube.com/activate, the BBC's and others' sign-in codes, built on the OAuth 2.0 device authorization grant, RFC 8628, 2019): a box telling viewers to enter the code from their TV, with a short form posting to the site's own activation path.
const tvActivation = benign("'watching on your TV? enter the code shown on your screen' box with a short form posting to the site's own activation path", (page, rng) => {
  const [h, p, cta] = say(page, activateWords)
  const path = own(rng, page, pick(rng, ["/activate", "/tv", "/link", "/device"]))
  return splices(insert(someSpot(rng, page), `<section class="${pick(rng, ["tv-activate", "device-link", "activate"])}"><h3>📺 ${esc(h)}</h3><p>${esc(p)}</p><form action="${esc(path)}" method="get"><input name="${pick(rng, ["code", "user_code", "tvcode"])}" maxlength="${pick(rng, ["8", "9"])}" placeholder="${pick(rng, ["ABCD-EFGH", "XXXX-XXXX", "12345678"])}" autocomplete="one-time-code" style="text-transform:uppercase"> <button type="submit">${esc(cta)}</button></form></section>`))
})

const betaWords: Words<readonly [string, string, string]> = {
  en: ["You're viewing the new version of our site.", "Tell us what you think", "Switch back to the old site"],
  fr: ["Vous consultez la nouvelle version de notre site.", "Donnez-nous votre avis", "Revenir à l'ancien site"],
  de: ["Sie sehen die neue Version unserer Website.", "Sagen Sie uns Ihre Meinung", "Zur alten Website wechseln"],
  es: ["Estás viendo la nueva versión de nuestro sitio.", "Cuéntanos qué te parece", "Volver al sitio anterior"],
  nl: ["Je bekijkt de nieuwe versie van onze site.", "Laat ons weten wat je ervan vindt", "Terug naar de oude site"],
  pt: ["Você está vendo a nova versão do nosso site.", "Diga o que achou", "Voltar ao site antigo"],
  it: ["Stai visitando la nuova versione del nostro sito.", "Dicci cosa ne pensi", "Torna al vecchio sito"]
}

// Beta versions, recalled from memory of public betas of redesigned sites (GOV.UK's "BETA" phase banner with a feedback link from 2012 on, and newspapers' and councils' "try the new site / switch back" bars): a "BETA" tag or corner ribbon and a bar with a feedback link and a way back, all on the site's own host.
const betaRibbon = benign("'BETA' corner ribbon or phase banner with a feedback link and a way back to the old site, on the site's own host", (page, rng) => {
  const [p, feedback, back] = say(page, betaWords)
  const backHref = pick(rng, [own(rng, page, "/?old=1"), own(rng, page, "/classic/"), `https://old.${page.site.domain}/`])
  const bar = `<div class="${pick(rng, ["phase-banner", "beta-bar", "new-site"])}" style="background:#f3f2f1;border-bottom:1px solid #b1b4b6;padding:6px 14px;font-size:14px"><strong style="background:#1d70b8;color:#fff;padding:2px 6px;margin-right:8px">BETA</strong>${esc(p)} <a href="${esc(own(rng, page, "/feedback"))}">${esc(feedback)}</a> · <a href="${esc(backHref)}">${esc(back)}</a></div>`
  const ribbon = `<div class="beta-ribbon" aria-hidden="true" style="position:fixed;top:${between(rng, 14, 24)}px;right:-${between(rng, 36, 44)}px;transform:rotate(45deg);background:${pick(rng, ["#d4351c", "#1d70b8", "#00703c"])};color:#fff;padding:4px 48px;font:bold 12px Arial,sans-serif;z-index:1000;pointer-events:none">BETA</div>`
  return splices(insert(top(page), chance(rng, 0.5) ? bar + ribbon : bar))
})

/** Every fresh18 benign class, in a fixed order. */
export const fresh18Benigns: ReadonlyArray<ChangeClass> = [
  addressAutocomplete, firebaseSdk, mathFormulas, lottieAnimation, bandRelease, readerPoll, liveQuestions, webinarRegistration, petOfTheWeek,
  articleLabels, nameErasure, publicApology, ipoNotice, licenceStore, audioGuide, unitPrices, photoAlbum, sharedTable, contractAudit,
  tvActivation, betaRibbon
]
