/**
 * Fresh21 defacement classes: written during round 18, by someone who does
 * not read the engines, from public descriptions of defacements (the
 * categories of defacement archives such as Zone-H and their mirrors, news
 * reports of hacktivist campaigns, incident write-ups by the victims and
 * CERT notes). The group is about what a visitor sees: hacktivist,
 * religious, nationalist and conspiracy messages tied to particular
 * campaigns not imitated before, mass-defacement shout-outs (lists of the
 * other sites hit in the same run, allied crews' badges, birthday
 * dedications), fake "security audit" report cards and apologetic "just
 * testing" notes, pranks (a punning 404, leetspeak and upside-down text,
 * Comic Sans and neon restyling, a word swapped everywhere, pictures turned
 * upside down or into image macros, trollfaces, a mocking maintenance page,
 * a teenager's channel plug, a fake "everything free" code), fabricated
 * statements on government, company and news pages (an official decree, a
 * retraction, a live feed, scandal headlines in the site's own lists), a
 * post body replaced under an intact theme, and CSS-only repainting in a
 * flag's colours. Each differs from every class in defacements.ts and
 * fresh-defacements.ts through fresh20-defacements.ts (not a re-wording of
 * one) and varies its templates, languages, domains, positions and sizes.
 * The writer had no internet access: every source below is recalled from
 * memory, with its outlet and an approximate date where known, and its
 * comment says so. Scored in the `fresh21` group, never tuned on.
 */
import { type ChangeClass, bottom, brandName, elAt, head, shown, textRuns, top, trimmed } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt } from "./edit.js"
import type { Lang } from "./locales.js"
import { type El, type TextRun, attrSpans, attrInsertAt } from "./locate.js"
import { type Rng, alnum, between, chance, digits, int, pick, sample } from "./rng.js"
import { nick, randomDomain, slug, team } from "./words.js"

const fresh21 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh21", make })

type Table<A> = Partial<Record<Lang, A>> & { readonly en: A }
/** The site's language most of the time when there is a text for it, else English. */
const some = <A>(rng: Rng, page: Page, table: Table<A>): A => (chance(rng, 0.75) ? table[page.site.locale.lang] ?? table.en : table.en)
/** Always the site's language (fabricated statements imitate the site's voice). */
const own = <A>(page: Page, table: Record<Lang, A>): A => table[page.site.locale.lang]
const who = (rng: Rng) => pick(rng, [nick(rng), team(rng), nick(rng)])
const font = (rng: Rng) => pick(rng, ["Arial,sans-serif", "Verdana,sans-serif", "'Courier New',monospace", "Tahoma,sans-serif", "Georgia,serif", "Impact,sans-serif", "system-ui,sans-serif"])
const zTop = (rng: Rng) => pick(rng, ["2147483647", "999999", "99999", "10000"])
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)])
const imageHost = (rng: Rng) => pick(rng, ["i.imgur.com", "i.ibb.co", "i.postimg.cc", "files.catbox.moe", "s6.gifyu.com", "i.hizliresim.com", "img.upanh.tv", randomDomain(rng)])
const picture = (rng: Rng, ext?: string) => `https://${imageHost(rng)}/${alnum(rng, between(rng, 6, 9))}/${alnum(rng, 5)}.${ext ?? pick(rng, ["png", "jpg", "gif", "webp"])}`
/** A whole-window layer or an inline block at the top, as defacers do both. */
const layer = (rng: Rng, inner: string, bg: string, color: string): string =>
  chance(rng, 0.45)
    ? `<div id="${pick(rng, ["hacked", "x", "deface", alnum(rng, 5)])}" style="position:fixed;inset:0;z-index:${zTop(rng)};background:${bg};color:${color};overflow:auto;text-align:center;padding:${between(rng, 4, 12)}vh 16px;font-family:${font(rng)}">${inner}</div>`
    : `<div class="${pick(rng, ["msg", "hacked", "notice", "dfc"])}" style="background:${bg};color:${color};text-align:center;padding:${between(rng, 18, 60)}px ${between(rng, 10, 30)}px;font-family:${font(rng)};margin:${pick(rng, ["0", "0 0 12px", "10px auto"])}">${inner}</div>`
const titleTo = (page: Page, text: string): Array<Splice> => (page.spots.title === null ? [] : [replace(page.spots.title, esc(text))])
const sig = (rng: Rng, w: string) => pick(rng, [`Hacked by ${w}`, `~ ${w} ~`, `${w} was here`, `Signed: ${w}`, `- ${w} -`, `By ${w}`])
/** Shown runs of visible text inside an element whose name matches `re`. */
const runsIn = (page: Page, re: RegExp, min: number): Array<TextRun> =>
  page.spots.texts.filter((t) => {
    if (t.text.trim().length < min) return false
    for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) {
      if (!e.shown) return false
      if (re.test(e.name)) return true
    }
    return false
  })
const prose = (page: Page, min: number) => runsIn(page, /^(p|li|dd|td|blockquote|h[1-4])$/, min)
const headings = (page: Page, min: number) => runsIn(page, /^h[1-4]$/, min)
/** Shown images outside inert content. */
const images = (page: Page) => shown(page, "img", (e) => !e.inert && (e.attribs.src ?? "").length > 0)
/** Sets or extends the style attribute of `el`. */
const addStyle = (page: Page, el: El, css: string): Splice => {
  const span = attrSpans(page.html, el).find((a) => a.name === "style")
  if (span === undefined || span.value === null) return span === undefined ? insert(attrInsertAt(el), ` style="${esc(css)}"`) : replace({ start: span.start, end: span.end }, `style="${esc(css)}"`)
  const old = page.html.slice(span.value.start, span.value.end).trim()
  return replace(span.value, `${old}${old.length === 0 || old.endsWith(";") ? "" : ";"}${esc(css)}`)
}

// ———————————————————————————— "security audit", greetings and mass-defacement shout-outs ————————————————————————————

const findings: ReadonlyArray<readonly [string, string, string, string]> = [
  ["SQL Injection", "/index.php?id=", "Critical", "9.8"], ["Reflected XSS", "/search?q=", "High", "7.4"], ["Unrestricted file upload", "/wp-content/plugins/", "Critical", "9.1"],
  ["Outdated CMS core", "/", "High", "8.1"], ["Directory listing enabled", "/uploads/", "Medium", "5.3"], ["Default admin credentials", "/admin/", "Critical", "9.0"],
  ["Exposed .git folder", "/.git/", "High", "7.5"], ["Missing security headers", "/", "Low", "3.1"], ["phpMyAdmin exposed", "/phpmyadmin/", "High", "8.2"],
  ["Local file inclusion", "/page.php?file=", "Critical", "9.3"], ["Backup archive downloadable", "/backup.zip", "High", "7.8"], ["Server version disclosure", "/", "Low", "2.6"]
]
const sevColour: Record<string, string> = { Critical: "#b00020", High: "#e65100", Medium: "#f9a825", Low: "#558b2f" }

// Fake "security audit" pages, recalled from memory, with uncertain sources, of Zone-H and Defacer.id mirrors (about 2010–2023) whose defacers present themselves as auditors: a "Security Audit Report" or "Vulnerability Assessment" in the site, listing the holes found with severities and a failing grade, signed by a crew that calls itself a "security research team", with no ransom or bounty asked.
const auditReport = fresh21("fake 'security audit report' card: a table of vulnerabilities found on the site with severities, CVSS scores and a failing grade, signed by a crew posing as auditors", (page, rng) => {
  const w = who(rng)
  const rows = sample(rng, findings, between(rng, 3, 7))
  const title = pick(rng, ["Security Audit Report", "Website Vulnerability Assessment", "Laporan Audit Keamanan", "Güvenlik Denetim Raporu", "Rapport d'audit de sécurité", "Relatório de Auditoria de Segurança", "PENETRATION TEST RESULT"])
  const grade = pick(rng, ["F", "E", "D-", "0/10", "2/10", "FAILED", "Score: 12/100"])
  const table = `<table style="margin:12px auto;border-collapse:collapse;font-size:${between(rng, 12, 15)}px;color:inherit"><thead><tr><th style="border:1px solid #888;padding:4px 8px">#</th><th style="border:1px solid #888;padding:4px 8px">${pick(rng, ["Vulnerability", "Finding", "Issue"])}</th><th style="border:1px solid #888;padding:4px 8px">${pick(rng, ["Location", "Path", "Endpoint"])}</th><th style="border:1px solid #888;padding:4px 8px">${pick(rng, ["Severity", "Risk"])}</th><th style="border:1px solid #888;padding:4px 8px">CVSS</th></tr></thead><tbody>${rows.map(([n, p, s, c], i) => `<tr><td style="border:1px solid #888;padding:4px 8px">${i + 1}</td><td style="border:1px solid #888;padding:4px 8px">${n}</td><td style="border:1px solid #888;padding:4px 8px"><code>${esc(p)}</code></td><td style="border:1px solid #888;padding:4px 8px;background:${sevColour[s]};color:#fff">${s}</td><td style="border:1px solid #888;padding:4px 8px">${c}</td></tr>`).join("")}</tbody></table>`
  const target = `${page.site.host}`
  const inner = `<h1 style="margin:0 0 6px;font-size:${between(rng, 22, 36)}px">${title}</h1><p>${pick(rng, ["Target", "Site", "Host"])}: <b>${esc(target)}</b> · ${pick(rng, ["Date", "Scan date"])}: ${new Date(Date.UTC(2026, int(rng, 12), 1 + int(rng, 28))).toISOString().slice(0, 10)}</p>${table}<p style="font-size:${between(rng, 26, 48)}px;font-weight:bold;color:${pick(rng, ["#ff1744", "#d50000", "#ff5252"])};margin:8px">${pick(rng, ["Security grade", "Result", "Overall rating"])}: ${grade}</p><p>${pick(rng, ["Audited by", "Assessment by", "Tested by", "Report by"])} <b>${esc(w)}</b> ${pick(rng, ["Security Research", "Cyber Audit Team", "Red Team", ""])}</p>${chance(rng, 0.5) ? `<p style="font-size:12px">${pick(rng, ["Admin, fix these before someone worse finds them.", "This is not a threat, it is a warning.", "Patch now. Next time we will not be so kind.", "No data was touched. Only this page."])}</p>` : ""}`
  const [bg, fg] = pick(rng, [["#0b0f14", "#e0e0e0"], ["#fff", "#222"], ["#111", "#00e676"], ["#f5f5f5", "#111"]] as const)
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, bg, fg))]
  if (chance(rng, 0.3)) out.push(...titleTo(page, `${title} — ${w}`))
  return { splices: out }
})

const testingNotes: ReadonlyArray<string> = [
  "Maaf admin, cuma numpang nama. Tidak ada file yang dihapus, tolong segera patch website anda.",
  "Maaf admin, hanya tes keamanan saja ^_^ Data aman, silakan perbaiki celahnya.",
  "Maaf admin, sekadar menguji keselamatan laman anda. Tiada fail dipadam.",
  "Sorry admin, just testing your security :) Nothing was deleted, please patch your site.",
  "Sorry admin, just test. No files touched. Update your plugins!",
  "দুঃখিত অ্যাডমিন, শুধু নিরাপত্তা পরীক্ষা করলাম। কোনো ফাইল মুছে ফেলা হয়নি।",
  "Kusura bakma admin, sadece güvenlik testi. Hiçbir dosya silinmedi.",
  "Desculpa admin, só testando a segurança. Nenhum arquivo foi apagado.",
  "Xin lỗi admin, chỉ test bảo mật thôi. Không xoá file nào.",
  "Perdón admin, solo fue una prueba de seguridad. No se borró nada."
]

// Apologetic "just testing" pages, recalled from memory of Zone-H and Indonesian mirror archives (about 2008–2020): short pages or lines such as "numpang nama" (just borrowing a spot for my name) or "sorry admin, just test your security", often in Indonesian, Malay, Bengali or English, with a smiley and the defacer's handle, and a promise that no file was deleted.
const justTesting = fresh21("apologetic 'sorry admin, just testing your security, nothing was deleted' note ('numpang nama') with the defacer's handle", (page, rng) => {
  const w = nick(rng)
  const note = pick(rng, testingNotes)
  const line = `<div style="text-align:center;font:${between(rng, 12, 18)}px ${font(rng)};padding:${between(rng, 4, 14)}px;background:${pick(rng, ["#fffde7", "#000", "#e3f2fd", "transparent", "#fce4ec"])};color:${pick(rng, ["#333", "#0f0", "#c62828", "#1565c0"])}">${esc(note)} <b>${esc(w)}</b> ${pick(rng, ["^_^", ":)", ";)", "xD", "", "✌"])}</div>`
  const out: Array<Splice> = [insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top"), bottom(page)]), line)]
  if (chance(rng, 0.35)) out.push(...titleTo(page, pick(rng, [`Just Test by ${w}`, `Numpang Nama - ${w}`, `Sorry Admin - ${w}`])))
  return { splices: out }
})

// Mass-defacement run lists, recalled from memory of Zone-H "mass defacement" notifications and of defacers' pages that end with "also owned" or "target list" (about 2005–2022): the other hosts hit in the same run (often a whole hosting server, many of them government, school or university sites of one country) with a link to each archive mirror.
const ownedList = fresh21("list of the other sites defaced in the same run ('also owned', 'target list'), each with a link to its defacement-archive mirror", (page, rng) => {
  const w = who(rng)
  const tlds = pick(rng, [["gov.in", "nic.in", "ac.in", "edu.in"], ["go.id", "sch.id", "ac.id", "desa.id"], ["gov.pk", "edu.pk"], ["gov.br", "edu.br", "com.br"], ["go.th", "ac.th"], ["gov.bd", "edu.bd"], ["gov.ph", "edu.ph"], ["com", "org", "net", "info"]])
  const names = Array.from({ length: between(rng, 5, 22) }, () => `${pick(rng, ["www.", "", "portal.", "e-"])}${pick(rng, ["dinas", "school", "kab", "pemda", "health", "police", "college", "library", "tourism", "agri", "court", "city", "univ", "edu"])}${pick(rng, ["", "-", ""])}${alnum(rng, between(rng, 2, 6))}.${pick(rng, tlds)}`)
  if (chance(rng, 0.5)) names.splice(int(rng, names.length), 0, page.site.host)
  const archive = pick(rng, ["zone-h.org/mirror/id/", "zone-xsec.com/mirror/id/", "mirror-h.org/zone/", "haxor.id/archive/mirror/", "defacer.id/mirror/"])
  const items = names.map((n) => `<li><a href="http://${esc(n)}/" style="color:inherit">${esc(n)}</a> ${chance(rng, 0.7) ? `[<a href="https://${archive}${digits(rng, between(rng, 6, 8))}" style="color:#ff5252">mirror</a>]` : ""}</li>`).join("")
  const head = pick(rng, ["Also owned in this run:", "Target list:", "Mass deface:", "Other victims:", "Korban lainnya:", "Diğer hedefler:", "Outros alvos:"])
  const inner = `<p style="font-size:${between(rng, 18, 30)}px;margin:4px">${esc(sig(rng, w))}</p><p>${esc(head)} (${names.length})</p><ol style="display:inline-block;text-align:left;columns:${between(rng, 1, 3)};font-size:${between(rng, 11, 14)}px">${items}</ol>`
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "middle"), bottom(page), slotAt(page.spots, "top")]), layer(rng, inner, pick(rng, ["#000", "#111", "#1a1a2e"]), pick(rng, ["#0f0", "#fff", "#eee"])))] }
})

// Allied crews' badges, recalled from memory of defacement pages on Zone-H mirrors (about 2008–2020) ending with rows of small 88x31 or square banners of "brother" teams, each linking to that team's Facebook page, forum or Telegram channel, under "Greetz" or "Our friends".
const allyBadges = fresh21("row of allied crews' badges (88x31 banners or logos) linking to their pages, under a 'greetz' or 'our friends' heading", (page, rng) => {
  const teams = Array.from({ length: between(rng, 3, 9) }, () => team(rng))
  const square = chance(rng, 0.4)
  const badge = (t: string) => `<a href="${pick(rng, [`https://www.facebook.com/${slug(t)}`, `https://t.me/${slug(t).replace(/-/g, "_")}`, `https://${slug(t)}.${pick(rng, ["blogspot.com", "wordpress.com", "net", "org"])}/`])}" title="${esc(t)}"><img src="${picture(rng, pick(rng, ["gif", "png"]))}" alt="${esc(t)}" width="${square ? 64 : 88}" height="${square ? 64 : 31}" style="margin:2px;border:1px solid #444"></a>`
  const headLine = pick(rng, ["Greetz to our brothers", "Our friends", "Thanks to", "Salam to all crews", "Kardeş takımlar", "Salam hangat untuk", "Special thanks"])
  const inner = `<p style="margin:4px 0;font-weight:bold">${esc(headLine)}:</p><div>${teams.map(badge).join("")}</div>${chance(rng, 0.6) ? `<p style="font-size:12px;margin:4px">${esc(sig(rng, who(rng)))}</p>` : ""}`
  return { splices: [insert(pick(rng, [bottom(page), top(page), slotAt(page.spots, "bottom"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["greetz", "friends", "crew-banners"])}" style="text-align:center;background:${pick(rng, ["#000", "#222", "#fff", "#0d1b2a"])};color:${pick(rng, ["#fff", "#0f0", "#111", "#ffd54f"])};padding:${between(rng, 6, 16)}px;font-family:${font(rng)}">${inner}</div>`)] }
})

// Birthday dedications, recalled from memory, with uncertain sources, of defacement-archive mirrors (about 2010–2020) where the whole page is a "happy birthday" to a fellow crew member or a friend, with cake and balloon pictures or emoji, the crew's name and greetings.
const birthdayDedication = fresh21("defacement dedicated as a birthday wish to a fellow crew member ('happy birthday bro, this one is for you'), with cake and balloons", (page, rng) => {
  const friend = nick(rng)
  const w = who(rng)
  const wish = pick(rng, [`Happy Birthday ${friend}!`, `Selamat Ulang Tahun ${friend}!`, `İyi ki doğdun ${friend}!`, `Feliz aniversário ${friend}!`, `¡Feliz cumpleaños ${friend}!`, `عيد ميلاد سعيد ${friend}`, `Joyeux anniversaire ${friend} !`])
  const sub = pick(rng, ["This one is for you, bro.", "Semoga panjang umur, bro!", "Bu deface senin için kardeşim.", "Esse deface é pra você, irmão.", "Este deface es para ti, hermano.", `${between(rng, 16, 25)} years of chaos. Many more to come.`])
  const cake = pick(rng, ["🎂", "🎉🎂🎉", "🎈🎂🎈", "🥳"])
  const img = chance(rng, 0.5) ? `<img src="${picture(rng, "gif")}" alt="cake" width="${between(rng, 120, 260)}">` : ""
  const inner = `<div style="font-size:${between(rng, 40, 90)}px">${cake}</div>${img}<h1 style="font-size:${between(rng, 28, 52)}px;margin:8px">${esc(wish)}</h1><p style="font-size:${between(rng, 16, 22)}px">${esc(sub)}</p><p>${esc(sig(rng, w))}</p>`
  const [bg, fg] = pick(rng, [["#fce4ec", "#880e4f"], ["#000", "#ff4081"], ["linear-gradient(#ff9a9e,#fad0c4)", "#4a148c"], ["#1a237e", "#ffeb3b"]] as const)
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, bg, fg))]
  if (chance(rng, 0.4)) out.push(...titleTo(page, `${wish} ${cake}`))
  return { splices: out }
})

// ———————————————————————————— political, religious and nationalist campaigns ————————————————————————————

// Pro-Islamic State defacements, recalled from memory of news reports (AP, local US outlets, about June 2018, and earlier in 2017) that "Team System DZ" defaced the websites of Ohio's governor, several US states, towns and schools with a black page reading "I love Islamic State" and "You will be held accountable Trump, you and all your people for every drop of blood flowing in Muslim countries", sometimes with a nasheed; other crews copied the format.
const extremistSupport = fresh21("pro-Islamic-State message with a threat holding a head of state accountable (Team System DZ style), on a black page", (page, rng) => {
  const w = pick(rng, ["Team System DZ", team(rng), team(rng)])
  const leader = pick(rng, ["Trump", "Macron", "Biden", "your president", "your government", "Netanyahu", "Modi"])
  const line1 = pick(rng, ["I love Islamic State", "I ❤ Islamic State", "الدولة الإسلامية باقية", "Islamic State is here"])
  const line2 = pick(rng, [
    `You will be held accountable ${leader}, you and all your people for every drop of blood flowing in Muslim countries.`,
    `${leader}, you will pay for every drop of blood spilled in Muslim lands.`,
    "Vous serez tenus responsables de chaque goutte de sang versée dans les pays musulmans.",
    "ستحاسبون على كل قطرة دم تسيل في بلاد المسلمين"
  ])
  const inner = `<h1 style="font-size:${between(rng, 30, 60)}px;margin:8px">${esc(sig(rng, w))}</h1><p style="font-size:${between(rng, 22, 40)}px;color:#fff">${esc(line1)}</p><p style="font-size:${between(rng, 15, 22)}px;color:#ccc;max-width:760px;margin:10px auto">${esc(line2)}</p>`
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, "#000", pick(rng, ["#e53935", "#fff", "#bdbdbd"])))]
  if (chance(rng, 0.4)) out.push(...titleTo(page, `Hacked by ${w}`))
  return { splices: out }
})

// Comeback portraits, recalled from memory of the mass defacement in Georgia (BBC, Reuters, October 2019: about 15,000 sites, including the president's and courts', replaced by a picture of former president Mikheil Saakashvili with a banner reading "I'll be back"); no crew signature on the page itself.
const comebackPortrait = fresh21("portrait of an exiled or former leader with the caption 'I'll be back' replacing the top of the page (Georgia, October 2019)", (page, rng) => {
  const caption = pick(rng, ["I'll be back", "I'LL BE BACK", "დავბრუნდები", "Я вернусь", "Je reviendrai", "Volveré", "Ich komme wieder", "Tornerò", "Voltarei", "Ik kom terug"])
  const alt = pick(rng, ["Former president", "The leader", "Our president", "Ex-president", "Portrait"])
  const w = between(rng, 260, 640)
  const inner = `<img src="${picture(rng, pick(rng, ["jpg", "png"]))}" alt="${esc(alt)}" width="${w}" style="max-width:90%;${chance(rng, 0.5) ? "border:6px solid #fff;" : ""}"><p style="font-size:${between(rng, 34, 72)}px;font-weight:bold;margin:10px 0;letter-spacing:${between(rng, 0, 6)}px">${esc(caption)}</p>`
  const out: Array<Splice> = [insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), layer(rng, inner, pick(rng, ["#000", "#fff", "#8b0000", "#0b3d91"]), pick(rng, ["#fff", "#000", "#ffd600"])))]
  if (chance(rng, 0.5)) out.push(...titleTo(page, caption))
  return { splices: out }
})

// Dictator comparison collages, recalled from memory of the defacement of the Georgian president's website and of Georgian ministry sites during the war of August 2008 (reported by Shadowserver, Wired and others: a collage putting president Saakashvili's face beside Hitler's), and of later defacements that put a leader beside a dictator under an "=" sign.
const dictatorCollage = fresh21("collage putting the country's leader beside a dictator under an '=' sign, with a caption in the attackers' language", (page, rng) => {
  const caption = pick(rng, ["Same face, same methods.", "= Dictator", "Найдите 10 отличий", "History repeats itself.", "Tarih tekerrürden ibarettir.", "Two of a kind.", "Un dictateur reste un dictateur."])
  const size = between(rng, 160, 320)
  const pic = (alt: string) => `<img src="${picture(rng, "jpg")}" alt="${esc(alt)}" width="${size}" height="${Math.round(size * 1.25)}" style="object-fit:cover;${chance(rng, 0.5) ? "filter:grayscale(1);" : ""}">`
  const inner = `<div style="display:flex;justify-content:center;align-items:center;gap:${between(rng, 8, 30)}px;flex-wrap:wrap">${pic(pick(rng, ["President", "Prime minister", "Leader"]))}<span style="font-size:${between(rng, 60, 120)}px;font-weight:bold">${pick(rng, ["=", "≈", "=="])}</span>${pic(pick(rng, ["Dictator", "Hitler", "Stalin", "Mussolini"]))}</div><p style="font-size:${between(rng, 20, 36)}px;margin:12px">${esc(caption)}</p>${chance(rng, 0.5) ? `<p style="font-size:13px">${esc(sig(rng, who(rng)))}</p>` : ""}`
  return { splices: [insert(noticeSpot(rng, page), layer(rng, inner, pick(rng, ["#111", "#fff", "#3e2723"]), pick(rng, ["#fff", "#000", "#ffcc80"])))] }
})

// The 2001 "honker" war, recalled from memory of reports (Wired, CNN, BBC, April–May 2001) that after the collision of a US spy plane with a Chinese fighter near Hainan, the Honker Union of China and other Chinese groups defaced hundreds of US sites with messages such as "Beat down Imperialism of America", "Hack the USA" and Chinese slogans, often on a red page with the Chinese flag.
const honkerWar = fresh21("Chinese 'honker' slogans on a red page ('Beat down Imperialism of America', 中国红客联盟), as in the defacement war of May 2001", (page, rng) => {
  const zh = pick(rng, ["打倒美帝国主义！", "中国红客联盟", "保卫中华，人人有责！", "还我飞行员！", "中国人民不可辱！", "红客到此一游"])
  const en = pick(rng, ["Beat down Imperialism of America!", "Hack the USA!", "We are Chinese hackers.", "China will never be insulted!", "Return our pilot!"])
  const inner = `<p style="font-size:${between(rng, 60, 120)}px;margin:0;color:#ffde00">★</p><h1 style="font-size:${between(rng, 34, 64)}px;margin:6px">${esc(zh)}</h1><p style="font-size:${between(rng, 18, 30)}px">${esc(en)}</p>${chance(rng, 0.6) ? `<p style="font-size:13px">${esc(pick(rng, ["中国红客联盟 HUC", "China Eagle Union", "Chinese Hacker Union", team(rng)]))} · ${2001 + int(rng, 25)}</p>` : ""}`
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, pick(rng, ["#de2910", "#c00", "#b71c1c"]), "#fff"))]
  if (chance(rng, 0.4)) out.push(...titleTo(page, zh))
  return { splices: out }
})

// The January 2015 wave, recalled from memory of French news reports (Le Monde, France 24, about January 2015) that after the Charlie Hebdo attack some 19,000 French sites, many of town halls, schools and churches, were defaced by groups from North Africa and elsewhere (#OpFrance, Fallaga Team, Middle East Cyber Army) with "Je ne suis pas Charlie", "respect the Prophet" and "Free Palestine" messages.
const notCharlie = fresh21("'Je ne suis pas Charlie' and 'respect the Prophet' defacement (#OpFrance wave of January 2015)", (page, rng) => {
  const w = pick(rng, ["Fallaga Team", "Middle East Cyber Army", team(rng), team(rng)])
  const lines = sample(rng, ["Je ne suis pas Charlie", "#OpFrance", "إلا رسول الله", "Respect the Prophet Muhammad ﷺ", "Respectez notre Prophète", "Free Palestine", "Nous sommes tous Muhammad"], between(rng, 2, 4))
  const inner = `<h1 style="font-size:${between(rng, 30, 58)}px;margin:6px">${esc(lines[0]!)}</h1>${lines.slice(1).map((l) => `<p style="font-size:${between(rng, 18, 28)}px;margin:6px">${esc(l)}</p>`).join("")}<p style="font-size:14px;margin-top:14px">${esc(sig(rng, w))}</p>`
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, pick(rng, ["#000", "#0a2e0a", "#101010"]), pick(rng, ["#fff", "#4caf50", "#e0e0e0"])))]
  if (chance(rng, 0.35)) out.push(...titleTo(page, lines[0]!))
  return { splices: out }
})

// "Z" defacements, recalled from memory, with uncertain sources, of reports (about March 2022 onwards) that pro-Russian groups defaced Ukrainian regional and municipal sites, and later some European ones, with the "Z" symbol, orange-and-black St George ribbons and Russian pro-war slogans.
const zPropaganda = fresh21("pro-war 'Z' defacement in Russian with a St George ribbon ('Своих не бросаем', 'За победу')", (page, rng) => {
  const lines = sample(rng, ["Своих не бросаем", "За победу!", "Россия — вперёд!", "Za наших!", "Мы вместе!", "Zа мир без нацизма"], between(rng, 1, 3))
  const ribbon = `<div style="height:${between(rng, 14, 30)}px;background:repeating-linear-gradient(90deg,#000 0 ${between(rng, 10, 16)}px,#ff8c00 0 ${between(rng, 20, 32)}px);margin:8px 0"></div>`
  const inner = `${ribbon}<p style="font-size:${between(rng, 90, 200)}px;font-weight:900;margin:0;line-height:1">Z</p>${lines.map((l) => `<p style="font-size:${between(rng, 20, 38)}px;margin:6px">${esc(l)}</p>`).join("")}${chance(rng, 0.6) ? `<p style="font-size:13px">${esc(pick(rng, [team(rng), nick(rng), "XakNet", "Народная CyberАрмия"]))}</p>` : ""}${ribbon}`
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, pick(rng, ["#fff", "#111", "#f5f5f5"]), pick(rng, ["#000", "#ff8c00", "#111"])))]
  if (chance(rng, 0.3)) out.push(...titleTo(page, `Z — ${lines[0]!}`))
  return { splices: out }
})

// Conspiracy messages, recalled from memory, with uncertain sources, of reports (about 2020–2021) of hacked local-government, school and small-business sites showing "wake up" messages about 5G, vaccines and a "planned" pandemic, often in large yellow-on-black text with a link to a video or a Telegram channel.
const conspiracyWakeUp = fresh21("'WAKE UP!' conspiracy message (5G, chemtrails, a 'planned' pandemic) in large yellow-on-black text with a video or channel link", (page, rng) => {
  const claim = some(rng, page, {
    en: pick(rng, ["5G towers are making you sick.", "The pandemic was planned.", "Chemtrails are poisoning your children.", "They are lying to you. Do your own research."]),
    fr: pick(rng, ["La 5G vous rend malades.", "La pandémie était planifiée.", "Ils vous mentent. Renseignez-vous."]),
    de: pick(rng, ["5G macht euch krank.", "Die Pandemie war geplant.", "Sie lügen euch an. Informiert euch selbst."]),
    es: pick(rng, ["El 5G os está enfermando.", "La pandemia fue planeada.", "Os están mintiendo."]),
    nl: pick(rng, ["5G maakt jullie ziek.", "De pandemie was gepland.", "Ze liegen tegen jullie."]),
    pt: pick(rng, ["O 5G está deixando vocês doentes.", "A pandemia foi planejada.", "Estão mentindo para vocês."]),
    it: pick(rng, ["Il 5G vi fa ammalare.", "La pandemia era pianificata.", "Vi stanno mentendo."])
  })
  const link = pick(rng, [`https://t.me/${alnum(rng, 8)}`, `https://www.bitchute.com/video/${alnum(rng, 12)}/`, `https://rumble.com/v${alnum(rng, 5)}-${alnum(rng, 6)}.html`, `https://${randomDomain(rng)}/truth`])
  const inner = `<h1 style="font-size:${between(rng, 48, 96)}px;margin:0;color:#ffeb3b">${esc(pick(rng, ["WAKE UP!", "WAKE UP SHEEPLE!", "RÉVEILLEZ-VOUS !", "WACHT AUF!", "¡DESPERTAD!", "ACORDEM!"]))}</h1><p style="font-size:${between(rng, 20, 34)}px">${esc(claim)}</p><p><a href="${esc(link)}" style="color:#ffeb3b">${esc(link)}</a></p>`
  return { splices: [insert(noticeSpot(rng, page), layer(rng, inner, "#000", "#fff"))] }
})

const nationalDays: ReadonlyArray<{ readonly text: string; readonly flag: string; readonly css: string }> = [
  { text: "Happy Independence Day Pakistan! 14 August — Pakistan Zindabad", flag: "🇵🇰", css: "linear-gradient(90deg,#fff 25%,#01411c 25%)" },
  { text: "Happy Independence Day India! 15 August — Jai Hind", flag: "🇮🇳", css: "linear-gradient(#ff9933 33%,#fff 33% 66%,#138808 66%)" },
  { text: "Dirgahayu Republik Indonesia! 17 Agustus — MERDEKA!", flag: "🇮🇩", css: "linear-gradient(#ce1126 50%,#fff 50%)" },
  { text: "16 December — Victory Day. Joy Bangla!", flag: "🇧🇩", css: "radial-gradient(circle,#f42a41 20%,#006a4e 21%)" },
  { text: "29 Ekim Cumhuriyet Bayramımız kutlu olsun!", flag: "🇹🇷", css: "#e30a17" },
  { text: "8 Noyabr — Zəfər Günü! Qarabağ Azərbaycandır!", flag: "🇦🇿", css: "linear-gradient(#0092bc 33%,#e4002b 33% 66%,#00af66 66%)" },
  { text: "5 Juillet — Aïd el-Istiqlal. Tahya El Djazaïr!", flag: "🇩🇿", css: "linear-gradient(90deg,#006233 50%,#fff 50%)" }
]

// National-day defacements, recalled from memory of news reports on the India–Pakistan defacement exchanges around 14 and 15 August (Times of India, Dawn, about 2010–2020), of Indonesian and Bangladeshi crews' independence- and victory-day pages, and of Azerbaijani and Turkish crews' national-day defacements on rivals' sites: the attackers' national-day greeting, in their language, on the target's site, in the flag's colours.
const nationalDayGreeting = fresh21("the attackers' own national-day greeting (independence, victory or republic day) posted on a rival's site in their flag's colours", (page, rng) => {
  const d = pick(rng, nationalDays)
  const w = who(rng)
  const inner = `<div style="height:${between(rng, 60, 140)}px;width:${between(rng, 90, 210)}px;margin:0 auto 10px;background:${d.css};border:1px solid #999"></div><h1 style="font-size:${between(rng, 26, 48)}px;margin:6px">${d.flag} ${esc(d.text)} ${d.flag}</h1><p>${esc(sig(rng, w))}</p>`
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, pick(rng, ["#111", "#fff", "#0d1b2a"]), pick(rng, ["#fff", "#111", "#ffd54f"])))]
  if (chance(rng, 0.35)) out.push(...titleTo(page, `${d.flag} ${w}`))
  return { splices: out }
})

const poems: ReadonlyArray<ReadonlyArray<string>> = [
  ["إذا الشعب يوماً أراد الحياة", "فلا بد أن يستجيب القدر", "ولا بد لليل أن ينجلي", "ولا بد للقيد أن ينكسر"],
  ["بنی آدم اعضای یک پیکرند", "که در آفرینش ز یک گوهرند", "چو عضوی به درد آورد روزگار", "دگر عضوها را نماند قرار"],
  ["خودی کو کر بلند اتنا کہ ہر تقدیر سے پہلے", "خدا بندے سے خود پوچھے بتا تیری رضا کیا ہے"],
  ["Gönül ne kahve ister ne kahvehane", "Gönül sohbet ister, kahve bahane"],
  ["Aku hanyalah debu di jalanan", "Terbang tertiup angin malam", "Tak ada yang abadi di dunia ini", "Termasuk keamanan situsmu"],
  ["Hidup ini umpama roda", "Kadang di atas, kadang di bawah", "Hari ini situsmu di atas", "Malam ini ia milik kami"],
  ["I am the silence in your logs,", "the shadow in your code,", "you never saw me coming,", "you will never see me go."],
  ["Eu sou a sombra no seu servidor,", "o silêncio entre as linhas,", "você nunca me viu chegar."]
]

// Poems on defacement pages, recalled from memory of Zone-H and regional mirror archives (about 2005–2022): many pages centre a poem or song lyric, not a threat, such as Abu al-Qasim al-Shabbi's "If the people one day will to live" on Tunisian and Arab crews' pages, Saadi's "Bani Adam" on Iranian ones, Iqbal's couplets on Pakistani ones and melancholic verses on Indonesian and Malaysian ones, set in italics on a dark page with the defacer's handle.
const poemPage = fresh21("poem or song lyric centred in italics on a dark page (al-Shabbi, Saadi, Iqbal, Indonesian verses) with the defacer's handle", (page, rng) => {
  const lines = pick(rng, poems)
  const w = who(rng)
  const inner = `<div style="font-style:italic;font-size:${between(rng, 18, 30)}px;line-height:1.7">${lines.map((l) => esc(l)).join("<br>")}</div><p style="margin-top:${between(rng, 14, 40)}px;font-size:${between(rng, 12, 16)}px">— ${esc(w)}</p>`
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, pick(rng, ["#000", "#0d0d0d", "#1b1b2f", "#102027"]), pick(rng, ["#ddd", "#b0bec5", "#ffe0b2", "#c8e6c9"])))]
  if (chance(rng, 0.3)) out.push(...titleTo(page, `${w} :: ${lines[0]!}`))
  return { splices: out }
})

// ———————————————————————————— pranks ————————————————————————————

const nouns = ["Security", "Firewall", "Admin", "Patch", "Password", "Backup", "Brain", "Plane", "Server", "Website"]

// Punning 404 pages, recalled from memory of the Lizard Squad defacement of Malaysia Airlines' site (BBC, The Guardian, January 2015: "404 - Plane Not Found" with a lizard in a top hat and "Hacked by Lizard Squad") and of later copies that pun on the victim's business or on its security.
const pun404 = fresh21("mocking '404 - <something> Not Found' pun on the victim's business or security (Lizard Squad style), with a picture and the crew's name", (page, rng) => {
  const noun = chance(rng, 0.35) ? brandName(page) : pick(rng, nouns)
  const pun = pick(rng, [`404 - ${noun} Not Found`, `Error 404: ${noun} not found`, `404 — ${noun} Not Found`, `404: ${noun} has left the building`])
  const w = pick(rng, ["Lizard Squad", team(rng), nick(rng)])
  const inner = `<p style="font-size:${between(rng, 80, 160)}px;font-weight:900;margin:0;line-height:1">404</p><h1 style="font-size:${between(rng, 24, 44)}px;margin:8px">${esc(pun)}</h1>${chance(rng, 0.6) ? `<img src="${picture(rng)}" alt="${esc(pick(rng, ["lizard", "404", "logo", w]))}" width="${between(rng, 160, 400)}">` : ""}<p>${esc(sig(rng, w))}</p>`
  const out: Array<Splice> = []
  const h1 = headings(page, 3).find((t) => elAt(page, t.parent)?.name === "h1")
  if (h1 !== undefined && chance(rng, 0.3)) out.push(replace(trimmed(page, h1), esc(pun)), insert(bottom(page), `<p style="text-align:center">${esc(sig(rng, w))}</p>`))
  else out.push(insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), layer(rng, inner, pick(rng, ["#fff", "#000", "#263238"]), pick(rng, ["#111", "#fff", "#eceff1"]))))
  if (chance(rng, 0.6)) out.push(...titleTo(page, pun))
  return { splices: out }
})

const upsideMap: Record<string, string> = { a: "ɐ", b: "q", c: "ɔ", d: "p", e: "ǝ", f: "ɟ", g: "ƃ", h: "ɥ", i: "ᴉ", j: "ɾ", k: "ʞ", l: "l", m: "ɯ", n: "u", o: "o", p: "d", q: "b", r: "ɹ", s: "s", t: "ʇ", u: "n", v: "ʌ", w: "ʍ", x: "x", y: "ʎ", z: "z", ".": "˙", ",": "'", "?": "¿", "!": "¡", "'": ",", "(": ")", ")": "(" }
const leetMap: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7", g: "9", b: "8" }
const transforms: ReadonlyArray<(s: string, rng: Rng) => string> = [
  (s) => [...s.toLowerCase()].map((c) => leetMap[c] ?? c).join(""),
  (s) => [...s.toLowerCase()].map((c) => upsideMap[c] ?? c).reverse().join(""),
  (s, rng) => [...s].map((c) => (/\S/.test(c) ? c + Array.from({ length: between(rng, 1, 4) }, () => String.fromCharCode(0x300 + int(rng, 0x6f))).join("") : c)).join(""),
  (s) => [...s].reverse().join(""),
  (s) => s.replace(/[rl]/g, "w").replace(/[RL]/g, "W") + " uwu",
  (s) => [...s].map((c, i) => (i % 2 === 0 ? c.toLowerCase() : c.toUpperCase())).join("")
]

// Text pranks, recalled from memory, with uncertain sources, of defacements and prank scripts (about 2005–2020) that leave the layout alone but rewrite the site's own words: "h4x0r" leetspeak, upside-down Unicode, "Zalgo" combining-mark corruption, mirrored text, "uwu" speak, alternating caps; sometimes with a small signature, often with none.
const textPrank = fresh21("site's own headings and paragraphs rewritten in place as leetspeak, upside-down Unicode, Zalgo, mirrored text or 'uwu' speak, layout kept", (page, rng) => {
  const f = pick(rng, transforms)
  const pool = prose(page, 6)
  const runs = (pool.length > 0 ? pool : textRuns(page, 4))
  const chosen = chance(rng, 0.4) ? runs.slice(0, between(rng, 6, 30)) : sample(rng, runs, Math.max(1, Math.ceil(runs.length * pick(rng, [0.3, 0.6, 1])))).sort((a, b) => a.start - b.start)
  const out: Array<Splice> = chosen.map((t) => replace(trimmed(page, t), esc(f(t.text.trim(), rng))))
  if (chance(rng, 0.4)) out.push(insert(bottom(page), `<p style="text-align:center;font-size:11px">${esc(f(sig(rng, nick(rng)), rng))}</p>`))
  return { splices: out }
})

const sillyWords: Record<Lang, ReadonlyArray<string>> = {
  en: ["butt", "potato", "banana", "my butt", "clown", "dinosaur"], fr: ["patate", "banane", "clown", "fesses"], de: ["Kartoffel", "Banane", "Clown", "Popo"],
  es: ["patata", "plátano", "payaso", "trasero"], nl: ["aardappel", "banaan", "clown", "billen"], pt: ["batata", "banana", "palhaço", "bumbum"], it: ["patata", "banana", "pagliaccio", "sedere"]
}

// Word-swap pranks, recalled from memory of the "Cloud to Butt" browser extension (2013, widely reported) and of vandalised sites where one common word or the organisation's name is replaced everywhere by a silly one (potato, banana, clown), with no other change.
const wordSwapped = fresh21("one common word of the page (or the organisation's name) replaced everywhere in its text by a silly word ('Cloud to Butt' style)", (page, rng) => {
  const runs = textRuns(page, 2)
  const counts = new Map<string, number>()
  for (const t of runs) for (const m of t.text.matchAll(/\p{L}{6,}/gu)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1)
  const frequent = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([w]) => w)
  const brand = brandName(page).split(" ")[0]!
  const target = chance(rng, 0.3) && counts.has(brand) ? brand : frequent.length > 0 ? pick(rng, frequent) : ([...counts.keys()][0] ?? brand)
  const silly = pick(rng, chance(rng, 0.6) ? sillyWords[page.site.locale.lang] : sillyWords.en)
  const re = new RegExp(`(?<!\\p{L})${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "giu")
  const out: Array<Splice> = []
  for (const t of runs) {
    if (!re.test(t.text)) continue
    re.lastIndex = 0
    out.push(replace(trimmed(page, t), esc(t.text.trim().replace(re, (m) => (m[0] === m[0]!.toUpperCase() ? silly.charAt(0).toUpperCase() + silly.slice(1) : silly)))))
    re.lastIndex = 0
  }
  if (out.length === 0) {
    const t = pick(rng, runs)
    out.push(replace(trimmed(page, t), esc(t.text.trim().replace(/\p{L}{4,}/u, silly))))
  }
  if (page.spots.title !== null && chance(rng, 0.5)) {
    const old = page.html.slice(page.spots.title.start, page.spots.title.end)
    const next = old.replace(re, silly)
    if (next !== old) out.push(replace(page.spots.title, next))
  }
  return { splices: out }
})

// Restyling pranks, recalled from memory, with uncertain sources, of defacements through an injected style block or a theme's "custom CSS" setting (about 2008–2022) that add no text at all: the whole site in Comic Sans or Papyrus, neon pink and lime, rainbow-cycling or glitching headings, wobbling links, or Wingdings that make it unreadable on Windows.
const cssRestylePrank = fresh21("CSS-only prank restyling, no text added: Comic Sans or Wingdings everywhere, neon colours, rainbow or glitching headings, wobbling links", (page, rng) => {
  const rules = sample(rng, [
    `*{font-family:${pick(rng, ["'Comic Sans MS','Comic Sans',cursive", "Papyrus,fantasy", "Wingdings,Webdings,Symbol", "'Courier New',monospace"])}!important}`,
    `html,body{background:${pick(rng, ["#ff00ff", "#39ff14", "#ffff00", "#00ffff", "#ff6ec7"])}!important}body,body *{color:${pick(rng, ["#39ff14", "#ff00ff", "#0000ff", "#ff0000"])}!important;background-color:transparent!important}`,
    `@keyframes fxr{0%{color:red}20%{color:orange}40%{color:yellow}60%{color:lime}80%{color:blue}100%{color:violet}}h1,h2,h3,a{animation:fxr ${pick(rng, ["0.5s", "1s", "2s"])} infinite!important}`,
    `h1,h2,h3,p{text-shadow:${between(rng, 2, 5)}px 0 #f0f,-${between(rng, 2, 5)}px 0 #0ff!important;letter-spacing:${between(rng, 1, 4)}px!important}`,
    `@keyframes wb{0%{transform:rotate(-${between(rng, 2, 8)}deg)}50%{transform:rotate(${between(rng, 2, 8)}deg)}100%{transform:rotate(-${between(rng, 2, 8)}deg)}}a,img,button{display:inline-block;animation:wb ${pick(rng, ["0.3s", "0.6s", "1s"])} infinite!important}`,
    `body{font-size:${pick(rng, ["200%", "40%", "300%"])}!important}*{text-transform:uppercase!important}`
  ], between(rng, 2, 4))
  const css = rules.join("")
  return { splices: [insert(pick(rng, [head(page), head(page), top(page), bottom(page)]), `<style${chance(rng, 0.3) ? ` id="${alnum(rng, 6)}"` : ""}>${css}</style>`)] }
})

// Upside-down images, recalled from memory of the "Upside-Down-Ternet" prank (Pete Stevens, about 2006, a proxy that flipped or blurred every picture for a neighbour stealing his Wi-Fi) and of defacements that turn the site's own photos upside down, mirror or blur them by inline styles, text untouched.
const imagesFlipped = fresh21("the site's own pictures turned upside down, mirrored or blurred by inline styles or one rule on img, text untouched ('Upside-Down-Ternet')", (page, rng) => {
  const effect = pick(rng, ["transform:rotate(180deg)", "transform:scaleY(-1)", "transform:scaleX(-1) rotate(180deg)", `filter:blur(${between(rng, 3, 8)}px)`, "filter:invert(1) hue-rotate(180deg)", "transform:rotate(180deg);filter:grayscale(1)"])
  const imgs = images(page)
  if (imgs.length === 0 || chance(rng, 0.3)) return { splices: [insert(pick(rng, [head(page), top(page)]), `<style>img,picture,svg,video{${effect.split(";").map((d) => d + "!important").join(";")}}</style>`)] }
  const chosen = chance(rng, 0.6) ? imgs : sample(rng, imgs, Math.max(1, Math.ceil(imgs.length / 2)))
  return { splices: chosen.map((e) => addStyle(page, e, effect)) }
})

const macros: ReadonlyArray<readonly [string, string]> = [
  ["ONE DOES NOT SIMPLY", "PATCH WORDPRESS"], ["Y U NO", "UPDATE YOUR PLUGINS"], ["SUCH SECURITY", "MUCH WOW"], ["ADMIN AFTER THE HACK", "EVERYTHING IS FINE"],
  ["I SHOULD BUY A BOAT", "SAID THE ADMIN"], ["WHAT IF I TOLD YOU", "YOUR PASSWORD WAS 123456"], ["KEEP CALM", "AND RESTORE YOUR BACKUP"], ["NOT SURE IF HACKED", "OR JUST BAD WEBSITE"]
]

// Image macros, recalled from memory, with uncertain sources, of defacements and prank "meme generator" scripts (about 2011–2020) that caption the site's own photos with top and bottom text in white Impact (the Boromir, "Y U NO", Doge, "What if I told you" formats), mocking the admin.
const memeCaptions = fresh21("site's own photos turned into image macros: white Impact top and bottom text mocking the admin laid over each picture", (page, rng) => {
  const style = (pos: "top" | "bottom") => `position:absolute;${pos}:${between(rng, 2, 10)}px;left:0;right:0;text-align:center;font:bold ${between(rng, 18, 34)}px Impact,'Arial Black',sans-serif;color:#fff;text-shadow:2px 2px 0 #000,-2px -2px 0 #000,2px -2px 0 #000,-2px 2px 0 #000;text-transform:uppercase;pointer-events:none`
  const caption = () => {
    const [a, b] = pick(rng, macros)
    return [`<span style="${style("top")}">${esc(a)}</span>`, `<span style="${style("bottom")}">${esc(b)}</span>`] as const
  }
  const imgs = images(page).filter((e) => e.parent === -1 || elAt(page, e.parent)?.name !== "picture")
  if (imgs.length === 0) {
    const [a, b] = caption()
    return { splices: [insert(noticeSpot(rng, page), `<div style="position:relative;display:inline-block;margin:10px"><img src="${picture(rng, "jpg")}" alt="meme" width="${between(rng, 300, 520)}">${a}${b}</div>`)] }
  }
  const chosen = sample(rng, imgs, between(rng, 1, Math.min(imgs.length, 6))).sort((a, b) => a.start - b.start)
  return { splices: chosen.flatMap((e) => { const [a, b] = caption(); return [insert(e.start, `<span style="position:relative;display:inline-block">`), insert(e.openEnd, `${a}${b}</span>`)] }) }
})

// Trollface defacements, recalled from memory of defacement-archive mirrors and news photos (about 2010–2016) showing the "trollface" drawing with "Problem?" or "U mad?", sometimes with Nyan Cat flying across the page to its looping song.
const trollface = fresh21("trollface with 'Problem?' or 'U mad?' pinned over the page, sometimes with Nyan Cat flying across the window", (page, rng) => {
  const taunt = pick(rng, ["Problem?", "U mad bro?", "Trololo", "Mad admin is mad", "Problem, admin?", "¿Problema?", "Sorun mu var?"])
  const size = between(rng, 120, 360)
  const corner = pick(rng, ["right:10px;bottom:10px", "left:10px;bottom:10px", "left:50%;top:30%;transform:translateX(-50%)", "right:10px;top:10px"])
  const face = `<div style="position:fixed;${corner};z-index:${zTop(rng)};text-align:center;font:bold ${between(rng, 22, 44)}px ${font(rng)};color:${pick(rng, ["#000", "#d50000", "#fff"])};text-shadow:0 0 4px ${pick(rng, ["#fff", "#000"])}"><img src="${picture(rng, "png")}" alt="trollface" width="${size}"><div>${esc(taunt)}</div></div>`
  const cat = chance(rng, 0.4)
    ? `<style>@keyframes nyan{from{left:-320px}to{left:110%}}</style><img src="${picture(rng, "gif")}" alt="nyan cat" width="${between(rng, 140, 300)}" style="position:fixed;top:${between(rng, 10, 70)}%;left:-320px;z-index:${zTop(rng)};animation:nyan ${between(rng, 3, 9)}s linear infinite">`
    : ""
  const out: Array<Splice> = [insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "middle")]), face + cat)]
  if (chance(rng, 0.3)) out.push(...titleTo(page, taunt))
  return { splices: out }
})

// Mock maintenance pages, recalled from memory, with uncertain sources, of defacements styled as the site's own "under maintenance" page (about 2012–2022) whose jokes give them away: an estimated time of "never", a progress bar stuck at 99%, "the admin is looking for his backups", signed by the crew.
const mockMaintenance = fresh21("mocking 'under maintenance' page: 'the admin is restoring backups that do not exist, estimated time: never', a bar stuck at 99% and the crew's name", (page, rng) => {
  const w = who(rng)
  const [h, p] = some(rng, page, {
    en: ["We'll be back soon!", `The admin is restoring backups that do not exist. Estimated time: never. — ${w}`],
    fr: ["Site en maintenance", `L'administrateur cherche ses sauvegardes. Durée estimée : jamais. — ${w}`],
    de: ["Wartungsarbeiten", `Der Admin sucht seine Backups. Geschätzte Dauer: nie. — ${w}`],
    es: ["Sitio en mantenimiento", `El administrador está buscando sus copias de seguridad. Tiempo estimado: nunca. — ${w}`],
    nl: ["Onderhoud", `De beheerder zoekt zijn back-ups. Geschatte duur: nooit. — ${w}`],
    pt: ["Site em manutenção", `O admin está procurando os backups que não existem. Tempo estimado: nunca. — ${w}`],
    it: ["Sito in manutenzione", `L'amministratore cerca i suoi backup. Tempo stimato: mai. — ${w}`]
  })
  const bar = `<div style="width:${between(rng, 220, 420)}px;max-width:90%;height:${between(rng, 12, 22)}px;margin:14px auto;background:#ddd;border-radius:6px;overflow:hidden"><div style="width:99%;height:100%;background:${pick(rng, ["#43a047", "#1e88e5", "#e53935"])}"></div></div><p style="font-size:13px">99% — ${esc(pick(rng, ["restoring database...", "looking for backups...", "calling the admin's mum...", "reinstalling security..."]))}</p>`
  const inner = `<p style="font-size:${between(rng, 48, 80)}px;margin:0">${pick(rng, ["🛠", "🚧", "⚙️", "🔧"])}</p><h1 style="font-size:${between(rng, 26, 44)}px;margin:8px">${esc(h)}</h1><p style="font-size:${between(rng, 15, 20)}px">${esc(p)}</p>${bar}`
  const out: Array<Splice> = [insert(pick(rng, [top(page), top(page), slotAt(page.spots, "top")]), layer(rng, inner, pick(rng, ["#fff", "#f5f5f5", "#263238"]), pick(rng, ["#333", "#111", "#eceff1"])))]
  if (chance(rng, 0.4)) out.push(...titleTo(page, h))
  return { splices: out }
})

// Self-promotion by young defacers, recalled from memory, with uncertain sources, of news reports and archive mirrors (about 2012–2021) of school and small-town sites defaced by teenagers who used the page to plug their YouTube channel, their Minecraft server's address or their Discord server ("sub 2 me", "join my server").
const channelPlug = fresh21("teenage defacer's plug for their YouTube channel, Minecraft server address or Discord server ('sub to me', 'join my server')", (page, rng) => {
  const w = nick(rng)
  const handle = w.replace(/[^A-Za-z0-9_]/g, "") || `kid${digits(rng, 3)}`
  const plugs = sample(rng, [
    `<a href="https://www.youtube.com/@${handle}">${pick(rng, ["SUB 2 MY YOUTUBE", "Subscribe to my channel", "Se inscreve no meu canal", "Suscríbete a mi canal", "Kanalıma abone ol"])}: youtube.com/@${handle}</a>`,
    `${pick(rng, ["Join my Minecraft server", "Entra no meu servidor", "Sunucuma gel", "Join our SMP"])}: <b>play.${handle.toLowerCase()}${pick(rng, ["mc", "craft", "smp"])}.${pick(rng, ["net", "com", "xyz", "gg"])}</b>`,
    `Discord: <a href="https://discord.gg/${alnum(rng, 8)}">discord.gg/${alnum(rng, 8)}</a>`,
    `TikTok: <a href="https://www.tiktok.com/@${handle.toLowerCase()}">@${handle.toLowerCase()}</a>`
  ], between(rng, 1, 3))
  const inner = `<h1 style="font-size:${between(rng, 26, 50)}px;margin:4px">${esc(pick(rng, [`hacked by ${w} lol`, `${w} WAS HERE XD`, `owned by ${w} 😂`, `get rekt admin - ${w}`]))}</h1>${plugs.map((p) => `<p style="font-size:${between(rng, 16, 24)}px;margin:6px">${p}</p>`).join("")}`
  const out: Array<Splice> = [insert(noticeSpot(rng, page), layer(rng, inner, pick(rng, ["#000", "#5e35b1", "#00c853", "#ff1744"]), pick(rng, ["#fff", "#ffeb3b", "#000"])))]
  if (chance(rng, 0.3)) out.push(...titleTo(page, `${w} was here`))
  return { splices: out }
})

// Fake giveaways in the victim's name, recalled from memory, with uncertain sources, of incidents (about 2015–2023) where an intruder in a shop's content system posted "everything free today" or "100% off" codes in the shop's own voice to cause losses and embarrassment, and of the same trick on hijacked company social accounts.
const freeForAll = fresh21("fake 'everything is free today, use code …' banner in the shop's own voice (100% off, free shipping on all orders)", (page, rng) => {
  const code = pick(rng, ["FREE4ALL", "HACKED100", "FREEDAY", "ALLFREE", "GRATIS100", "OWNED"]) + (chance(rng, 0.4) ? digits(rng, 2) : "")
  const text = own(page, {
    en: `Today only: EVERYTHING IS FREE! Use code ${code} at checkout for 100% off all orders until midnight.`,
    fr: `Aujourd'hui seulement : TOUT EST GRATUIT ! Code ${code} pour 100 % de réduction sur toutes les commandes jusqu'à minuit.`,
    de: `Nur heute: ALLES GRATIS! Mit dem Code ${code} 100 % Rabatt auf alle Bestellungen bis Mitternacht.`,
    es: `Solo hoy: ¡TODO GRATIS! Usa el código ${code} para un 100 % de descuento en todos los pedidos hasta medianoche.`,
    nl: `Alleen vandaag: ALLES GRATIS! Gebruik code ${code} voor 100% korting op alle bestellingen tot middernacht.`,
    pt: `Só hoje: TUDO GRÁTIS! Use o cupom ${code} para 100% de desconto em todos os pedidos até meia-noite.`,
    it: `Solo oggi: TUTTO GRATIS! Usa il codice ${code} per il 100% di sconto su tutti gli ordini fino a mezzanotte.`
  })
  const extra = chance(rng, 0.4) ? ` ${pick(rng, ["🎁", "🔥", "💸"])} ${esc(pick(rng, ["Thanks to our generous admin.", "The boss pays!", "Courtesy of " + nick(rng) + "."]))}` : ""
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["promo-banner", "announcement-bar", "sale"])}" style="background:${pick(rng, ["#d50000", "#000", "#ff6d00", "#2e7d32"])};color:#fff;text-align:center;padding:${between(rng, 8, 18)}px;font:bold ${between(rng, 14, 22)}px ${font(rng)}">${esc(text)}${extra}</div>`)] }
})

// ———————————————————————————— fabricated statements and content replaced ————————————————————————————

// Fabricated official decrees, recalled from memory of the Qatar News Agency hack (May 2017, fake statements attributed to the emir), of fake government announcements on hacked ministry and municipal sites (Ukraine, Lithuania, Poland, about 2017–2022, reported by their CERTs and by Mandiant's "Ghostwriter" reports) and of pupils' fake "holiday declared" notices: a decree in the site's own language, numbered and headed like an official notice, announcing a measure that causes panic or disruption.
const fakeDecree = fresh21("fabricated official decree in the site's language (bank withdrawals frozen, a curfew tonight, call-up of reservists, a surprise public holiday), numbered like a notice", (page, rng) => {
  const n = `${pick(rng, ["No.", "Nr.", "N°", "n."])} ${between(rng, 12, 480)}/${2025 + int(rng, 2)}`
  const kind = int(rng, 4)
  const t = own(page, {
    en: ["OFFICIAL ANNOUNCEMENT", ["From tomorrow all bank withdrawals above 500 are suspended and savings above 10,000 will be converted into state bonds.", "A nationwide curfew applies from 20:00 tonight until further notice. Stay at home.", "All men aged 18 to 45 must report to their local recruitment office within 48 hours.", "Tomorrow is declared a public holiday. All schools, offices and shops remain closed."][kind]!],
    fr: ["COMMUNIQUÉ OFFICIEL", ["À partir de demain, tout retrait bancaire supérieur à 500 est suspendu et l'épargne au-delà de 10 000 sera convertie en obligations d'État.", "Un couvre-feu national s'applique dès 20 h ce soir jusqu'à nouvel ordre. Restez chez vous.", "Tous les hommes de 18 à 45 ans doivent se présenter à leur bureau de recrutement sous 48 heures.", "Demain est déclaré jour férié. Écoles, administrations et commerces resteront fermés."][kind]!],
    de: ["AMTLICHE BEKANNTMACHUNG", ["Ab morgen sind Abhebungen über 500 ausgesetzt; Guthaben über 10.000 werden in Staatsanleihen umgewandelt.", "Ab heute 20 Uhr gilt bis auf Weiteres eine landesweite Ausgangssperre. Bleiben Sie zu Hause.", "Alle Männer zwischen 18 und 45 Jahren müssen sich binnen 48 Stunden beim Kreiswehrersatzamt melden.", "Morgen wird zum Feiertag erklärt. Schulen, Behörden und Geschäfte bleiben geschlossen."][kind]!],
    es: ["COMUNICADO OFICIAL", ["Desde mañana se suspenden las retiradas bancarias de más de 500 y los ahorros de más de 10.000 se convertirán en bonos del Estado.", "Desde las 20:00 de hoy rige un toque de queda en todo el país hasta nuevo aviso. Quédese en casa.", "Todos los hombres de 18 a 45 años deben presentarse en su oficina de reclutamiento en 48 horas.", "Mañana se declara día festivo. Colegios, oficinas y comercios permanecerán cerrados."][kind]!],
    nl: ["OFFICIËLE MEDEDELING", ["Vanaf morgen zijn opnames boven 500 opgeschort en worden spaartegoeden boven 10.000 omgezet in staatsobligaties.", "Vanaf vanavond 20.00 uur geldt tot nader order een landelijke avondklok. Blijf thuis.", "Alle mannen van 18 tot 45 jaar moeten zich binnen 48 uur melden bij het rekruteringsbureau.", "Morgen wordt uitgeroepen tot feestdag. Scholen, kantoren en winkels blijven dicht."][kind]!],
    pt: ["COMUNICADO OFICIAL", ["A partir de amanhã ficam suspensos os saques acima de 500 e as poupanças acima de 10.000 serão convertidas em títulos públicos.", "Toque de recolher nacional a partir das 20h de hoje até novo aviso. Fique em casa.", "Todos os homens de 18 a 45 anos devem se apresentar à junta de alistamento em 48 horas.", "Amanhã é declarado feriado. Escolas, repartições e lojas ficarão fechadas."][kind]!],
    it: ["COMUNICATO UFFICIALE", ["Da domani sono sospesi i prelievi oltre 500 e i risparmi oltre 10.000 saranno convertiti in titoli di Stato.", "Da stasera alle 20:00 vige un coprifuoco nazionale fino a nuovo ordine. Restate a casa.", "Tutti gli uomini tra i 18 e i 45 anni devono presentarsi al distretto militare entro 48 ore.", "Domani è dichiarato festivo. Scuole, uffici e negozi resteranno chiusi."][kind]!]
  })
  const [title, body] = t as unknown as readonly [string, string]
  const box = `<div class="${pick(rng, ["official-notice", "alert", "announcement", "news-item"])}" style="border:${between(rng, 2, 5)}px solid ${pick(rng, ["#b71c1c", "#0d47a1", "#000"])};padding:${between(rng, 10, 22)}px;margin:${between(rng, 8, 20)}px auto;max-width:${between(rng, 600, 900)}px;background:#fff;color:#111;font-family:${pick(rng, ["Georgia,serif", "Arial,sans-serif", "'Times New Roman',serif"])}"><p style="margin:0;font-size:12px">${pick(rng, ["🏛", "⚖", "📢", ""])} ${esc(n)}</p><h2 style="margin:6px 0;color:${pick(rng, ["#b71c1c", "#0d47a1", "#111"])}">${esc(title)}</h2><p style="font-size:${between(rng, 15, 19)}px">${esc(body)}</p></div>`
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box)] }
})

// Fabricated retractions, recalled from memory of disinformation operations on hacked news sites (Mandiant's "Ghostwriter" reports, about 2020–2021; the Qatar News Agency case, May 2017) and of hacktivists posting fake editor's notes: a notice in the outlet's own voice claiming that its reporting was invented on someone's orders.
const fakeRetraction = fresh21("fabricated editor's retraction in the site's language claiming its own reporting was invented on the orders of the government or owners", (page, rng) => {
  const by = own(page, {
    en: pick(rng, ["the government", "our owners", "the intelligence services", "a foreign embassy"]), fr: pick(rng, ["du gouvernement", "de nos actionnaires", "des services de renseignement"]), de: pick(rng, ["der Regierung", "unserer Eigentümer", "der Geheimdienste"]),
    es: pick(rng, ["del Gobierno", "de nuestros propietarios", "de los servicios de inteligencia"]), nl: pick(rng, ["de regering", "onze eigenaren", "de inlichtingendiensten"]), pt: pick(rng, ["do governo", "dos nossos donos", "dos serviços de inteligência"]), it: pick(rng, ["del governo", "dei nostri proprietari", "dei servizi segreti"])
  })
  const text = own(page, {
    en: `Editor's note: we retract our reporting on this page. The facts were invented on the orders of ${by}. We apologise to our readers.`,
    fr: `Note de la rédaction : nous retirons les informations de cette page. Les faits ont été inventés sur ordre ${by}. Nous présentons nos excuses à nos lecteurs.`,
    de: `Hinweis der Redaktion: Wir ziehen die Berichterstattung auf dieser Seite zurück. Die Fakten wurden im Auftrag ${by} erfunden. Wir entschuldigen uns bei unseren Lesern.`,
    es: `Nota de la redacción: retiramos la información de esta página. Los hechos fueron inventados por orden ${by}. Pedimos disculpas a nuestros lectores.`,
    nl: `Noot van de redactie: wij trekken de berichtgeving op deze pagina in. De feiten zijn verzonnen in opdracht van ${by}. Onze excuses aan onze lezers.`,
    pt: `Nota da redação: retiramos as informações desta página. Os fatos foram inventados por ordem ${by}. Pedimos desculpas aos nossos leitores.`,
    it: `Nota della redazione: ritiriamo le notizie di questa pagina. I fatti sono stati inventati su ordine ${by}. Ci scusiamo con i nostri lettori.`
  })
  const box = `<p class="${pick(rng, ["editor-note", "retraction", "correction"])}" style="${pick(rng, ["border-left:4px solid #c62828;padding:8px 12px;background:#fff3f3", "font-style:italic;border:1px solid #999;padding:10px", "background:#fffde7;padding:10px;font-weight:bold"])}">${esc(text)}</p>`
  const h = headings(page, 4)[0]
  const hEl = h === undefined ? undefined : elAt(page, h.parent)
  const after = hEl !== undefined && hEl.closeTag !== null && page.spots.slots.includes(hEl.closeTag.end) ? hEl.closeTag.end : null
  return { splices: [insert(after !== null && chance(rng, 0.6) ? after : pick(rng, [top(page), slotAt(page.spots, "top")]), box)] }
})

// Fabricated live feeds, recalled from memory of the hacked Ukraine 24 ticker and website (March 2022, a fake surrender statement), of Ghostwriter's fabricated breaking stories (about 2020–2021) and of earlier hijacks of news accounts announcing explosions (AP's account, April 2013): a "LIVE" box of timestamped updates in the site's voice about a coup, an explosion or a leader fleeing.
const fakeLiveFeed = fresh21("fabricated 'LIVE' feed of timestamped updates in the site's language about a coup, explosions or the leader fleeing the country", (page, rng) => {
  const lines = own(page, {
    en: ["Explosions reported near the parliament building.", "The army says it has taken control of state television.", "The president has reportedly fled the country.", "All banks will stay closed until further notice.", "The airport has been closed to all flights."],
    fr: ["Des explosions signalées près du Parlement.", "L'armée affirme avoir pris le contrôle de la télévision publique.", "Le président aurait fui le pays.", "Toutes les banques restent fermées jusqu'à nouvel ordre.", "L'aéroport est fermé à tous les vols."],
    de: ["Explosionen in der Nähe des Parlaments gemeldet.", "Die Armee hat nach eigenen Angaben das Staatsfernsehen übernommen.", "Der Präsident soll das Land verlassen haben.", "Alle Banken bleiben bis auf Weiteres geschlossen.", "Der Flughafen ist für alle Flüge gesperrt."],
    es: ["Se informa de explosiones cerca del Parlamento.", "El ejército dice haber tomado la televisión pública.", "El presidente habría huido del país.", "Todos los bancos permanecerán cerrados hasta nuevo aviso.", "El aeropuerto ha cerrado a todos los vuelos."],
    nl: ["Explosies gemeld bij het parlementsgebouw.", "Het leger zegt de staatstelevisie te hebben overgenomen.", "De president zou het land zijn ontvlucht.", "Alle banken blijven tot nader order gesloten.", "Het vliegveld is gesloten voor alle vluchten."],
    pt: ["Explosões relatadas perto do Congresso.", "O exército diz ter assumido o controle da TV pública.", "O presidente teria fugido do país.", "Todos os bancos ficarão fechados até novo aviso.", "O aeroporto foi fechado para todos os voos."],
    it: ["Segnalate esplosioni vicino al Parlamento.", "L'esercito afferma di aver preso il controllo della tv di Stato.", "Il presidente sarebbe fuggito dal paese.", "Tutte le banche resteranno chiuse fino a nuovo ordine.", "L'aeroporto è chiuso a tutti i voli."]
  })
  let h = between(rng, 6, 22)
  let m = between(rng, 0, 59)
  const entries = sample(rng, lines, between(rng, 2, 5)).map((l) => {
    m -= between(rng, 2, 14)
    if (m < 0) { m += 60; h = (h + 23) % 24 }
    return `<li style="margin:4px 0"><b>${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}</b> ${esc(l)}</li>`
  }).join("")
  const box = `<div class="${pick(rng, ["live", "live-updates", "breaking"])}" style="border:2px solid #d50000;padding:${between(rng, 8, 16)}px;margin:10px 0;background:#fff;color:#111"><p style="margin:0 0 6px;font-weight:bold;color:#d50000">● ${pick(rng, ["LIVE", "EN DIRECT", "LIVE-TICKER", "EN VIVO", "AO VIVO", "DIRETTA"])}</p><ul style="list-style:none;padding:0;margin:0">${entries}</ul></div>`
  return { splices: [insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box)] }
})

// Scandal headlines in the site's own lists, recalled from memory of Ghostwriter operations (Mandiant, about 2020–2021: fabricated stories published through hacked news-site content systems so they appear among real headlines) and of pranks on company sites: the text of some of the site's headline links rewritten into fabricated scandal headlines in its language, their addresses and markup kept.
const scandalHeadlines = fresh21("text of some of the site's headline links rewritten into fabricated scandal headlines in its language (arrest, bankruptcy, data sold), addresses and markup kept", (page, rng) => {
  const b = brandName(page)
  const lines = own(page, {
    en: [`${b} director arrested for fraud`, `${b} to close all branches next week`, `${b} sold customers' data, documents show`, `${b} files for bankruptcy`, `Police raid ${b} headquarters`],
    fr: [`Le directeur de ${b} arrêté pour fraude`, `${b} fermera toutes ses agences la semaine prochaine`, `${b} a vendu les données de ses clients`, `${b} dépose le bilan`, `Perquisition au siège de ${b}`],
    de: [`${b}-Chef wegen Betrugs festgenommen`, `${b} schließt nächste Woche alle Filialen`, `${b} hat Kundendaten verkauft`, `${b} meldet Insolvenz an`, `Razzia in der ${b}-Zentrale`],
    es: [`Detenido el director de ${b} por fraude`, `${b} cerrará todas sus oficinas la próxima semana`, `${b} vendió los datos de sus clientes`, `${b} se declara en quiebra`, `Registro policial en la sede de ${b}`],
    nl: [`Directeur ${b} opgepakt voor fraude`, `${b} sluit volgende week alle vestigingen`, `${b} verkocht klantgegevens`, `${b} vraagt faillissement aan`, `Politie doet inval bij ${b}`],
    pt: [`Diretor da ${b} é preso por fraude`, `${b} fechará todas as unidades na próxima semana`, `${b} vendeu dados de clientes`, `${b} pede falência`, `Polícia faz operação na sede da ${b}`],
    it: [`Arrestato per frode il direttore di ${b}`, `${b} chiuderà tutte le sedi la prossima settimana`, `${b} ha venduto i dati dei clienti`, `${b} presenta istanza di fallimento`, `Perquisizione nella sede di ${b}`]
  })
  const within = (t: TextRun, re: RegExp) => {
    for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (re.test(e.name) || re.test(e.attribs.class ?? "")) return true
    return false
  }
  const linkRuns = runsIn(page, /^a$/, 12)
  const headlineLinks = linkRuns.filter((t) => within(t, /^(h[1-4]|article|latest-posts)$/))
  const listLinks = linkRuns.filter((t) => t.text.trim().length >= 20 && within(t, /^li$/))
  const pool = headlineLinks.length > 0 ? headlineLinks : listLinks.length > 0 ? listLinks : headings(page, 6)
  const picks = sample(rng, lines, 5)
  const chosen = sample(rng, pool, Math.min(pool.length, between(rng, 1, 3)))
  if (chosen.length === 0) return { splices: [insert(slotAt(page.spots, "top"), `<h2>${esc(picks[0]!)}</h2>`)] }
  return { splices: chosen.map((t, i) => replace(trimmed(page, t), esc(picks[i % picks.length]!))) }
})

// Post bodies replaced under an intact theme, recalled from memory of the WordPress REST API content-injection bug (WordPress 4.7.0–4.7.1, disclosed by Sucuri in February 2017; over a million posts defaced within days): the title, menus, sidebars and footer stay, only the post's content becomes "Hacked by …" and a short message; other CMS bugs gave the same result.
const postBodyReplaced = fresh21("main article's text replaced by the crew's short message while the theme, menus, sidebars and footer stay (WordPress REST API content injection, February 2017)", (page, rng) => {
  const w = who(rng)
  const msg = pick(rng, [`Hacked by ${w}`, `Hacked By ${w} - ${pick(rng, ["Indonesia", "Turkey", "Morocco", "Iraq", "Bangladesh"])}`, `${w} was here`, `Owned by ${w}`])
  const extra = pick(rng, ["", "Your security is an illusion.", "Update your WordPress, admin.", "Greetz: " + Array.from({ length: between(rng, 2, 5) }, () => nick(rng)).join(" - ")])
  const texts = page.spots.texts
  const scoreOf = (el: El) => {
    let n = 0
    for (const t of texts) for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (e === el) { n += t.text.trim().length; break }
    return n
  }
  const all = texts.reduce((s, t) => s + t.text.trim().length, 0)
  const candidates = page.spots.elements.filter((e) => e.shown && e.closeTag !== null && (/^(article|main)$/.test(e.name) || /(^|[\s_-])(content|entry|post|article|story|body-text|main)([\s_-]|$)/i.test(`${e.attribs.class ?? ""} ${e.attribs.id ?? ""}`)))
  const scored = candidates.slice(0, 40).map((e) => [e, scoreOf(e)] as const).filter(([, n]) => n > 40 && n < all * 0.85).sort((a, b) => b[1] - a[1])
  const box = scored[0]?.[0]
  const inside = (t: TextRun) => { for (let e = elAt(page, t.parent); e !== undefined; e = elAt(page, e.parent)) if (e === box) return true; return false }
  const runs = box === undefined ? prose(page, 10).slice(0, between(rng, 4, 12)) : texts.filter(inside)
  if (runs.length === 0) return { splices: [insert(slotAt(page.spots, "middle"), `<h1>${esc(msg)}</h1>`)] }
  const out: Array<Splice> = runs.map((t, i) => replace(trimmed(page, t), i === 0 ? `<b style="font-size:${between(rng, 20, 36)}px">${esc(msg)}</b>${extra === "" ? "" : ` ${esc(extra)}`}` : ""))
  return { splices: out }
})

// CSS-only repainting in a flag's colours, recalled from memory, with uncertain sources, of defacements through a site's "custom CSS" theme setting or an injected stylesheet (about 2010–2023) that leave the text but paint the whole page in the attackers' flag (stripes behind everything, the content faded), with no words added.
const flagRepaint = fresh21("CSS-only: the whole page repainted in a national flag's stripes behind faded content, no words added", (page, rng) => {
  const flag = pick(rng, [
    "linear-gradient(#000 33%,#fff 33% 66%,#007a3d 66%)", "linear-gradient(#ce1126 50%,#fff 50%)", "linear-gradient(#fff 33%,#0039a6 33% 66%,#d52b1e 66%)",
    "linear-gradient(#0057b7 50%,#ffd700 50%)", "linear-gradient(90deg,#fff 25%,#01411c 25%)", "linear-gradient(#239f40 33%,#fff 33% 66%,#da0000 66%)",
    "#e30a17", "linear-gradient(#ff9933 33%,#fff 33% 66%,#138808 66%)", "radial-gradient(circle,#f42a41 25%,#006a4e 26%)", "linear-gradient(90deg,#006233 50%,#fff 50%)"
  ])
  const fade = pick(rng, ["0.25", "0.35", "0.5"])
  const css = `html,body{background:${flag} fixed!important;background-size:cover!important}body *{background-color:transparent!important;${chance(rng, 0.5) ? `opacity:${fade};` : ""}}${chance(rng, 0.5) ? `body{color:${pick(rng, ["#fff", "#000"])}!important}` : ""}img{opacity:${fade}!important}`
  return { splices: [insert(pick(rng, [head(page), head(page), top(page), bottom(page)]), `<style>${css}</style>`)] }
})

/** Every fresh21 defacement class, in a fixed order. */
export const fresh21Defacements: ReadonlyArray<ChangeClass> = [
  auditReport, justTesting, ownedList, allyBadges, birthdayDedication,
  extremistSupport, comebackPortrait, dictatorCollage, honkerWar, notCharlie, zPropaganda, conspiracyWakeUp, nationalDayGreeting, poemPage,
  pun404, textPrank, wordSwapped, cssRestylePrank, imagesFlipped, memeCaptions, trollface, mockMaintenance, channelPlug, freeForAll,
  fakeDecree, fakeRetraction, fakeLiveFeed, scandalHeadlines, postBodyReplaced, flagRepaint
]
