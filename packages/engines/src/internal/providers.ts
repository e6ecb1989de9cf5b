/**
 * The third parties a site owner adds on purpose: vendors of analytics, tag
 * managers, advertising, consent, fonts, maps, video, social embeds, chat,
 * forms and e-mail marketing, push, reviews, search, accessibility,
 * translation, CAPTCHA, recruiting, status pages, site builders, payments and
 * commerce, and library CDNs whose content is curated. A page that starts
 * loading one of them has most likely added a feature, not been
 * compromised: a new reference to one is reported, not alerted on by itself.
 *
 * Not on the list, on purpose: hosts anyone can put code on (GitHub Pages,
 * raw.githubusercontent.com, gists, paste sites, object storage buckets,
 * serverless hosts: see `SHARED_SUFFIXES` in url.ts), and domains known to
 * have served malware to every site that loaded them (polyfill.io since its
 * sale in 2024, and its look-alikes).
 *
 * Open package CDNs (jsDelivr, unpkg, esm.sh, ...) serve any published
 * package, the attacker's too: a new script from one is weighed as a sign,
 * neither trusted nor alarmed on by itself (`isOpenCdn`).
 */

const VENDORS: ReadonlyArray<string> = [
  // analytics, monitoring, tag managers, experimentation
  "google-analytics.com", "googletagmanager.com", "googleoptimize.com", "analytics.google.com", "hotjar.com", "hotjar.io",
  "segment.com", "segment.io", "mixpanel.com", "amplitude.com", "heap.io", "heapanalytics.com", "fullstory.com", "clarity.ms",
  "matomo.cloud", "plausible.io", "usefathom.com", "simpleanalytics.com", "simpleanalyticscdn.com", "umami.is", "pirsch.io",
  "gosquared.com", "kissmetrics.com", "woopra.com", "getclicky.com", "statcounter.com", "luckyorange.com", "luckyorange.net",
  "inspectlet.com", "smartlook.com", "logrocket.com", "lr-ingest.io", "lr-in.com", "bugsnag.com", "rollbar.com", "trackjs.com",
  "raygun.io", "speedcurve.com", "go-mpulse.net", "pingdom.net", "site24x7rum.com", "dynatrace.com", "newrelic.com", "nr-data.net",
  "datadoghq.com", "datadoghq-browser-agent.com", "sentry.io", "sentry-cdn.com", "d2wy8f7a9ursnm.cloudfront.net", "bugsnag.app",
  "rudderlabs.com", "cdn-cookieyes.com",
  // realtime messaging and page prefetching
  "pusher.com", "pusherapp.com", "ably.com", "ably.io", "ably-realtime.com", "socket.io", "instant.page",
  // cross-border checkout, affiliate programmes, public dashboards and charts, website translation
  "global-e.com", "bglobale.com", "zonos.com", "eshopworld.com", "flow.io", "tapfiliate.com", "growsumo.com",
  "partnerstack.com", "getrewardful.com", "rewardful.com", "wdfl.co", "impactcdn.com", "impactradius-event.com",
  "refersion.com", "observablehq.com", "ourworldindata.org", "tableau.com", "powerbi.com", "datawrapper.de", "flourish.studio",
  "fresha.com", "treatwell.com", "treatwell.co.uk", "treatwell.de", "treatwell.fr", "doctolib.fr", "doctolib.de", "doctolib.it",
  "setmore.com", "booksy.com", "acuityscheduling.com", "youcanbook.me", "timify.com",
  "infogram.com", "localizecdn.com", "localize.live", "weglot.com", "conveythis.com", "transifex.com", "transifex.net",
  // licence badges
  "creativecommons.org", "licensebuttons.net", "posthog.com", "pendo.io", "walkme.com",
  "appcues.com", "userpilot.io", "qualtrics.com", "surveymonkey.com", "usabilla.com", "medallia.com", "snowplowanalytics.com",
  "rudderstack.com", "mparticle.com", "tealiumiq.com", "tiqcdn.com", "ensighten.com", "branch.io", "appsflyer.com", "adjust.com",
  "quantserve.com", "scorecardresearch.com", "chartbeat.com", "chartbeat.net", "parsely.com", "omtrdc.net", "adobedtm.com",
  "demdex.net", "mouseflow.com", "crazyegg.com", "optimizely.com", "vwo.com", "visualwebsiteoptimizer.com", "abtasty.com",
  "kameleoon.eu", "kameleoon.com", "kameleoon.io", "convert.com", "convertexperiments.com", "sitespect.com", "dynamicyield.com",
  "monetate.net", "evergage.com", "omniconvert.com", "cloudflareinsights.com", "yandex.ru", "mc.yandex.ru", "baidu.com", "naver.net",
  // advertising and affiliate networks
  "doubleclick.net", "2mdn.net", "googletagservices.com", "googlesyndication.com", "adservice.google.com", "googleadservices.com",
  "google.com", "googleapis.com", "gstatic.com", "adnxs.com", "amazon-adsystem.com", "criteo.com", "criteo.net", "taboola.com",
  "taboolasyndication.com", "outbrain.com", "outbrainimg.com", "pubmatic.com", "rubiconproject.com", "openx.net", "casalemedia.com",
  "adsrvr.org", "moatads.com", "adform.net", "smartadserver.com", "bing.com", "ads-twitter.com", "linkedin.com", "licdn.com",
  "snapchat.com", "sc-static.net", "tiktok.com", "pinterest.com", "pinimg.com", "reddit.com", "redditstatic.com", "redditmedia.com",
  "quora.com", "yahoo.com", "media.net", "sharethrough.com", "teads.tv", "yieldmo.com", "33across.com", "indexww.com", "lijit.com",
  "sovrn.com", "gumgum.com", "triplelift.com", "adroll.com", "doubleverify.com", "adsafeprotected.com", "bidswitch.net",
  "improvedigital.com", "revcontent.com", "zemanta.com", "rtbhouse.com", "skimlinks.com", "skimresources.com", "viglink.com",
  "awin.com", "awin1.com", "zenaps.com", "shareasale.com", "linksynergy.com", "impact.com", "partnerize.com", "cj.com",
  "amazon.com", "amzn.to", "media-amazon.com", "ssl-images-amazon.com",
  // consent managers
  "cookiebot.com", "cookiebot.eu", "cookielaw.org", "onetrust.com", "cookiepro.com", "trustarc.com", "truste.com", "consensu.org",
  "quantcast.com", "didomi.io", "usercentrics.eu", "iubenda.com", "cookieyes.com", "termly.io", "osano.com", "cookie-script.com",
  "privacy-mgmt.com", "contentpass.net", "contentpass.de", "sourcepoint.com", "consentmanager.net", "privacy-center.org", "termsfeed.com", "cookiefirst.com",
  "cookiehub.net", "cookieinformation.com", "axept.io", "civiccomputing.com", "enzuzo.com", "secureprivacy.ai", "sirdata.com",
  // fonts and icon kits
  "fonts.googleapis.com", "fonts.gstatic.com", "typekit.net", "typekit.com", "bunny.net", "fontshare.com", "fonts.com", "fonts.net",
  "typography.com", "myfonts.net", "fontawesome.com",
  // library CDNs with curated content, image CDNs and stock media
  "bootstrapcdn.com", "cdnjs.cloudflare.com", "cloudflare.com", "jquery.com", "code.jquery.com", "aspnetcdn.com", "akamaihd.net",
  "akamaized.net", "fastly.net", "polyfill-fastly.io", "datatables.net", "ckeditor.com", "tiny.cloud", "plyr.io", "ampproject.org", "cloudinary.com",
  "imgix.net", "unsplash.com", "pexels.com", "gravatar.com", "optimole.com", "shortpixel.ai",
  // digital-asset-management services: an organisation's own photo library, delivered under its account
  "bynder.com", "frontify.com", "ffycdn.net", "canto.com", "widen.net", "brandfolder.com",
  // site builders, CMS services and commerce platforms
  "wp.com", "wordpress.org", "w.org", "shopify.com", "shopifycdn.com", "shop.app", "squarespace.com", "squarespace-cdn.com", "wix.com",
  "wixstatic.com", "parastorage.com", "webflow.com", "website-files.com", "ghost.io", "ghost.org", "substack.com",
  "substackcdn.com", "bigcommerce.com", "jimdo.com", "jimstatic.com", "duda.co", "wsimg.com", "framer.com", "framerusercontent.com",
  // forms, CRM, e-mail marketing and pop-ups
  "hubspot.com", "hs-scripts.com", "hs-analytics.net", "hsforms.com", "hscollectedforms.net", "hubspotusercontent.com",
  "hs-banner.com", "usemessages.com", "mailchimp.com", "list-manage.com", "chimpstatic.com", "mcusercontent.com", "klaviyo.com",
  "sendinblue.com", "brevo.com", "sibforms.com", "convertkit.com", "ck.page", "mailerlite.com", "mlcdn.com", "activecampaign.com",
  "activehosted.com", "constantcontact.com", "ctctcdn.com", "createsend.com", "createsend1.com", "aweber.com", "getresponse.com",
  "getdrip.com", "omnisend.com", "omnisrc.com", "privy.com", "privymktg.com", "optinmonster.com", "omappapi.com", "opmnstr.com",
  "sumo.com", "sumome.com", "wisepops.com", "wisepops.net", "justuno.com", "hellobar.com", "poptin.com", "sleeknote.com",
  "getsitecontrol.com", "mailmunch.co", "typeform.com", "jotform.com", "formstack.com", "wufoo.com", "cognitoforms.com",
  "paperform.co", "tally.so", "airtable.com", "pardot.com", "marketo.net", "marketo.com", "mktoresp.com", "eloqua.com",
  "salesforce.com", "force.com", "salesforceliveagent.com", "zoho.com", "zohopublic.com", "zohocdn.com", "kit.com",
  "kit-mail3.com", "buttondown.email", "buttondown.com", "beehiiv.com", "emailoctopus.com", "eocampaign1.com", "moosend.com",
  "benchmarkemail.com", "campaign-archive.com", "flodesk.com", "forms.gle", "office.com", "office.net", "live.com",
  "crowdsignal.com", "polldaddy.com", "survicate.com", "surveysparrow.com", "formsite.com", "fillout.com", "123formbuilder.com",
  // hosted comments
  "giscus.app", "hyvor.com", "commento.io", "utteranc.es", "cusdis.com", "graphcomment.com", "remark42.com", "commentbox.io",
  "replybox.io", "talkyard.io", "facebook.com", "vuukle.com", "openweb.com", "spot.im", "viafoura.co", "viafoura.net",
  // app stores (badges and links to a site's own app)
  "applemarketingtools.com", "huawei.com", "samsung.com", "amazonappstore.com",
  // CAPTCHA and bot protection
  "recaptcha.net", "hcaptcha.com", "friendlycaptcha.com", "mtcaptcha.com", "arkoselabs.com", "funcaptcha.com", "geetest.com",
  "perimeterx.net", "px-cdn.net", "px-cloud.net", "datadome.co", "fingerprint.com", "fpjs.io", "fpcdn.io", "incapsula.com",
  // social embeds, sharing, video, audio, maps
  "facebook.com", "facebook.net", "fbcdn.net", "instagram.com", "cdninstagram.com", "twitter.com", "twimg.com", "x.com",
  "youtube.com", "youtube-nocookie.com", "ytimg.com", "youtu.be", "vimeo.com", "vimeocdn.com", "soundcloud.com", "sndcdn.com",
  "spotify.com", "scdn.co", "tiktokcdn.com", "flickr.com", "staticflickr.com", "disqus.com", "disquscdn.com", "addthis.com",
  "addtoany.com", "sharethis.com", "shareaholic.com", "maps.google.com", "openstreetmap.org", "mapbox.com", "arcgis.com",
  "arcgisonline.com", "here.com", "hereapi.com", "virtualearth.net", "maptiler.com", "stadiamaps.com", "thunderforest.com",
  "carto.com", "cartocdn.com", "mapquest.com", "mapquestapi.com", "leafletjs.com", "wistia.com", "wistia.net", "brightcove.net",
  "brightcove.com", "brightcovecdn.com", "jwplayer.com", "jwpcdn.com", "vidyard.com", "dailymotion.com", "dmcdn.net", "twitch.tv",
  "loom.com", "mux.com", "cloudflarestream.com", "videodelivery.net", "sproutvideo.com", "kaltura.com", "ted.com",
  "podbean.com", "buzzsprout.com", "simplecast.com", "libsyn.com", "mixcloud.com", "bandcamp.com", "audioboom.com",
  "embedly.com", "giphy.com", "tenor.com", "threads.net", "bsky.app", "mastodon.social", "whatsapp.com", "wa.me", "telegram.org", "t.me", "telegram.me",
  "apple.com", "mzstatic.com", "cdn-apple.com", "microsoft.com",
  // sign-in providers ("sign in with ..." buttons and their scripts)
  "microsoftonline.com", "msauth.net", "msftauth.net", "live.com", "auth0.com", "okta.com", "oktacdn.com", "loginwithamazon.com", "clerk.com", "onelogin.com",
  "vk.com", "ok.ru", "weibo.com", "line.me", "codepen.io", "slideshare.net",
  "scribd.com", "issuu.com", "prezi.com", "canva.com", "figma.com", "miro.com", "calameo.com",
  // embeds a page shows: charts, documents, 3D and virtual tours, podcasts, events, shops, nonprofits
  "notion.so", "padlet.com", "genial.ly", "flourish.studio", "datawrapper.de", "dwcdn.net", "infogram.com", "tableau.com",
  "powerbi.com", "thinglink.com", "h5p.com", "sketchfab.com", "matterport.com", "kuula.co", "anchor.fm", "spotifycdn.com",
  "megaphone.fm", "transistor.fm", "captivate.fm", "spreaker.com", "acast.com", "omny.fm", "art19.com", "streamable.com",
  "rumble.com", "bilibili.com", "ticketmaster.com", "tito.io", "meetup.com", "lu.ma", "youcanbook.me", "tidycal.com", "cal.com",
  "ecwid.com", "snipcart.com", "gumroad.com", "lemonsqueezy.com", "fastspring.com", "sellfy.com", "payhip.com",
  "classy.org", "blackbaud.com", "blackbaudcdn.net", "networkforgood.com", "donately.com", "raisely.com", "imagekit.io",
  "sirv.com", "twic.pics", "cloudimg.io", "keycdn.com", "kxcdn.com", "stackpathdns.com", "xing.com", "naver.com", "kakao.com",
  // podcast hosts, shops on hosted platforms, paywalls and subscriptions, hosted sign-in tenants
  "ausha.co", "podomatic.com", "bigcartel.com", "square.site", "myshopify.com", "piano.io", "tinypass.com", "poool.fr", "zephr.com", "pelcro.com", "laterpay.net", "b2clogin.com", "ciamlogin.com",
  // flipbooks, code and terminal embeds, call tracking and callback widgets, loyalty programmes, fraud screening,
  // out-of-date-browser notices
  "yumpu.com", "flippingbook.com", "publitas.com", "fliphtml5.com", "codesandbox.io", "jsfiddle.net", "jsbin.com", "stackblitz.com",
  "asciinema.org", "callrail.com", "responsetap.com", "infinity-tracking.net", "infinity.co", "mediahawk.co.uk", "calltrackingmetrics.com",
  "invoca.net", "leadoo.com", "callpage.io", "loyaltylion.net", "loyaltylion.com", "sweettooth.io", "kaptcha.com", "browser-update.org",
  // investor-relations data: share-price tickers and charts, regulatory news feeds
  "euroland.com", "eqs.com", "eqs-news.com", "q4cdn.com", "q4inc.com", "q4web.com", "investis.com", "investis-live.com",
  "quotemedia.com", "globenewswire.com", "businesswire.com", "prnewswire.com", "cision.com", "mfn.se", "modularfinance.se",
  "morningstar.com", "infrontfinance.com", "tickertech.com", "wallstreet-online.de", "irdirect.net",
  // community servers and rooms a site invites its readers to
  "discord.com", "discord.gg", "widgetbot.io", "matrix.to", "element.io", "slack.com", "gitter.im", "zulipchat.com",
  // widgets: reviews, social walls, weather, finance, booking, events, calendars
  "elfsight.com", "elfsightcdn.com", "powr.io", "commoninja.com", "tradingview.com", "tradingview-widget.com", "weatherwidget.io",
  "forecast7.com", "windy.com", "accuweather.com", "weather.com", "meteoblue.com", "tockify.com", "calendly.com",
  "eventbrite.com", "evbuc.com", "tickettailor.com", "ticketsource.co.uk", "universe.com", "ticketspice.com", "weezevent.com",
  "billetweb.fr", "helloasso.com", "trybooking.com", "humanitix.com", "eventix.io", "seetickets.com", "dice.fm", "ticketleap.com",
  "showclix.com", "etix.com", "eventim.de", "ticketbud.com", "zeffy.com", "brownpapertickets.com", "ticketsolve.com", "spektrix.com",
  "eventzilla.net", "fareharbor.com", "checkfront.com", "rezdy.com", "bookeo.com", "acuityscheduling.com", "squareup.com", "squarecdn.com", "setmore.com", "simplybook.me",
  "opentable.com", "resy.com", "booking.com", "tripadvisor.com", "tacdn.com", "yelp.com", "trustindex.io", "birdeye.com",
  "podium.com", "juicer.io", "taggbox.com", "curator.io", "flockler.com", "lightwidget.com", "snapwidget.com", "embedsocial.com",
  "sociablekit.com", "walls.io", "trustpilot.com", "trustedshops.com", "trustedshops.de", "etrusted.com", "yotpo.com",
  "bazaarvoice.com", "judge.me", "feefo.com", "reviews.io", "reviews.co.uk", "stamped.io", "okendo.io", "loox.io", "ekomi.com",
  "ekomi.de", "shopperapproved.com", "powerreviews.com", "reevoo.com", "kiyoh.com", "provenexpert.com", "webwinkelkeur.nl",
  // chat and support
  "intercom.io", "intercomcdn.com", "zendesk.com", "zdassets.com", "zopim.com", "drift.com", "driftt.com", "tawk.to", "crisp.chat",
  "livechatinc.com", "livechat.com", "olark.com", "freshchat.com", "freshworks.com", "freshdesk.com", "tidio.co", "tidiochat.com",
  "smartsupp.com", "smartsuppchat.com", "userlike.com", "purechat.com", "chatra.io", "gorgias.chat", "gorgias.io", "helpscout.net",
  "kustomerapp.com", "frontapp.com", "liveperson.net", "lpsnmedia.net", "comm100.io", "snapengage.com", "jivosite.com",
  "jivochat.com", "ada.support", "landbot.io", "trengo.com", "getbutton.io",
  // push notifications
  "onesignal.com", "os.tc", "pushengage.com", "webpushr.com", "pushcrew.com", "aimtell.com", "pushowl.com", "izooto.com",
  "pushalert.co", "truepush.com", "gravitec.net", "sendpulse.com", "wonderpush.com", "cleverpush.com", "pushwoosh.com", "batch.com",
  "urbanairship.com", "airship.com", "aswpsdkus.com", "aswpsdkeu.com", "pushnami.com", "subscribers.com", "notix.co",
  // ad management partners that run a publisher's ad slots (their site tag, consent and header bidding)
  "mediavine.com", "adthrive.com", "raptive.com", "ezoic.net", "ezojs.com", "ezodn.com", "ezoic.com", "gatekeeperconsent.com",
  "freestar.io", "freestar.com", "pub.network", "snigelweb.com", "snigel.com", "playwire.com", "intergient.com", "monumetric.com",
  "adsbymonumetric.com", "setupad.com", "publift.com", "fuseplatform.net", "venatus.com", "venatusmedia.com", "nitropay.com",
  "sortable.com", "deployads.com", "pubnation.com", "journeymv.com",
  // app attribution and deep links (a site's "open in the app" buttons lead through them to the app stores)
  "app.link", "bnc.lt", "onelink.me", "adj.st", "go.link", "abr.ge", "airbridge.io", "page.link", "smart.link", "kochava.com",
  "singular.net", "sng.link",
  // proof-of-work and privacy CAPTCHAs
  "altcha.org", "mcaptcha.org", "capjs.js.org", "trustcaptcha.com", "prosopo.io", "captcha.eu",
  // IndieAuth and OpenID services people sign in through under their own site's name
  "indieauth.com", "indielogin.com", "micro.blog", "openid.net",
  // site search and recommendations
  "algolia.net", "algolianet.com", "algolia.com", "addsearch.com", "swiftype.com", "klevu.com", "ksearchnet.com", "searchanise.com",
  "doofinder.com", "coveo.com", "bloomreach.com", "brsrvr.com", "constructor.io", "cnstrc.com", "searchspring.net",
  "searchspring.io", "findify.io", "yext.com", "yextapis.com", "typesense.net", "sitesearch360.com", "cludo.com", "expertrec.com",
  "nosto.com", "clerk.io", "barilliance.net", "rebuyengine.com", "recombee.com", "richrelevance.com", "bluecore.com",
  "attentivemobile.com", "attn.tv", "limespot.com", "emarsys.net", "scarabresearch.com", "exponea.com", "segmentify.com",
  "useinsider.com", "sailthru.com",
  // accessibility
  "userway.org", "accessibe.com", "acsbapp.com", "acsbap.com", "audioeye.com", "equalweb.com", "reciteme.com", "readspeaker.com",
  "browsealoud.com", "texthelp.com", "accessiblyapp.com", "eye-able.com", "eye-able-cdn.com", "siteimprove.com",
  "siteimproveanalytics.com", "siteimproveanalytics.io", "monsido.com", "allyable.com", "adally.com", "max-access.com", "equally.ai",
  // text to speech ("listen to this article") and referral programmes
  "beyondwords.io", "speechkit.io", "trinityaudio.ai", "play.ht", "ad-auris.com", "audiomo.de", "instaread.co", "speechify.com",
  "mention-me.com", "fbot.me", "friendbuy.com", "friendbuy.io", "referralcandy.com", "extole.com", "extole.io", "talkable.com",
  "buyapowa.com", "referralhero.com", "growsurf.com", "viral-loops.com", "rewardful.com", "getambassador.com", "invitereferrals.com",
  "referral-factory.com", "saasquatch.com",
  // QR-code images drawn from their address (the code's target is read from it: see extract.ts)
  "qrserver.com", "goqr.me", "quickchart.io", "image-charts.com", "qr-code-generator.com", "tec-it.com", "qrcode-monkey.com",
  "qrickit.com", "zxing.org",
  // translation
  "weglot.com", "weglot.io", "transifex.com", "transifex.net", "localizejs.com", "gtranslate.net", "gtranslate.io",
  "conveythis.com", "bablic.com", "lokalise.com", "smartling.com", "linguise.com",
  // recruiting
  "greenhouse.io", "lever.co", "workable.com", "personio.de", "personio.com", "recruitee.com", "smartrecruiters.com",
  "bamboohr.com", "ashbyhq.com", "teamtailor.com", "teamtailor-cdn.com", "jobvite.com", "icims.com", "myworkdayjobs.com",
  "workday.com", "successfactors.com", "taleo.net", "breezy.hr", "applytojob.com", "join.com", "softgarden.io",
  // status pages
  "statuspage.io", "instatus.com", "status.io", "betteruptime.com", "betterstack.com", "uptimerobot.com",
  // payments, checkout and fraud screening
  "stripe.com", "stripe.network", "paypal.com", "paypalobjects.com", "braintreegateway.com", "adyen.com", "klarna.com",
  "klarnaservices.com", "klarnacdn.net", "mollie.com", "checkout.com", "worldpay.com", "razorpay.com", "paddle.com",
  "chargebee.com", "recurly.com", "2checkout.com", "authorize.net", "payu.com", "mercadopago.com", "mlstatic.com", "afterpay.com",
  "clearpay.co.uk", "affirm.com", "sezzle.com", "trustly.com", "gocardless.com", "payments-amazon.com", "signifyd.com",
  "riskified.com", "forter.com", "sift.com", "kount.net", "rechargeapps.com", "rechargecdn.com", "aftership.com", "narvar.com",
  "smile.io", "loyaltylion.com", "buymeacoffee.com", "ko-fi.com", "patreon.com", "patreoncdn.com", "liberapay.com",
  "opencollective.com", "steadyhq.com", "apoia.se", "memberful.com", "memberstack.com", "donorbox.org", "givebutter.com", "ebay.com", "ebayimg.com", "etsy.com", "etsystatic.com",
  // carriers, parcel lockers and pickup-point finders (shop checkouts and delivery pages)
  "inpost.pl", "inpost.eu", "inpost.co.uk", "inpost.it", "inpost.es", "mondialrelay.com", "mondialrelay.fr", "sendcloud.sc",
  "sendcloud.com", "dhl.com", "dhl.de", "postnl.nl", "gls-group.eu", "gls-group.com", "dpd.com", "ups.com", "colissimo.fr",
  "laposte.fr", "packeta.com", "zasilkovna.cz", "boxtal.com", "shippingeasy.com", "shipstation.com", "easypost.com",
  // national posts and parcel carriers whose tracking pages shops send their customers to
  "usps.com", "fedex.com", "royalmail.com", "parcelforce.com", "evri.com", "hermesworld.com", "myhermes.de", "dhl.nl", "dhl.fr",
  "dhl.it", "dhl.es", "dhl.co.uk", "dpd.co.uk", "dpd.de", "dpd.fr", "dpd.nl", "gls-italy.com", "gls-spain.es", "poste.it", "brt.it",
  "sda.it", "correos.es", "seur.com", "mrw.es", "ctt.pt", "correios.com.br", "bpost.be", "post.ch", "posten.no", "postnord.se",
  "postnord.dk", "deutschepost.de", "chronopost.fr", "canadapost-postescanada.ca", "canadapost.ca", "auspost.com.au",
  "nzpost.co.nz", "japanpost.jp", "yodel.co.uk", "tnt.com", "aramex.com", "purolator.com", "an-post.ie", "anpost.com", "postnl.be",
  // travel partners' search boxes and maps (hotels, tours)
  "stay22.com", "bstatic.com", "expedia.com", "hotels.com", "getyourguide.com", "viator.com", "tiqets.com", "travelpayouts.com",
  // research identifiers and provenance (author ids, DOIs, content credentials)
  "orcid.org", "doi.org", "crossref.org", "contentcredentials.org", "c2pa.org", "securedrop.org",
  // build and release badges, co-browsing support, employers' matching-gift search
  "shields.io", "badgen.net", "badge.fury.io", "codecov.io", "coveralls.io", "upscope.io", "upscope.com", "cobrowse.io",
  "glancecdn.net", "glance.net", "surfly.com", "doublethedonation.com", "360matchpro.com",
  // student and professional discount verification
  "myunidays.com", "unidays.com", "studentbeans.com", "sheerid.com", "id.me",
  // civic reporting and participation platforms, legacy-giving and will-writing partners of charities
  "fixmystreet.com", "seeclickfix.com", "snapsendsolve.com", "citizenlab.co", "decidim.org", "fixi.nl",
  "mängelmelder.de", "xn--mngelmelder-l8a.de", "buitenbeter.nl", "tellmyspot.com",
  "farewill.com", "freewill.com", "includeacharity.com.au", "rememberacharity.org.uk", "testamentosolidale.org",
  // credit monitoring offered after a breach, council webcasting, donation and public-payment platforms
  "experian.com", "experianidworks.com", "equifax.com", "transunion.com", "identityguard.com", "aura.com", "kroll.com",
  "public-i.tv", "civico.net", "granicus.com", "swagit.com", "betterplace.org", "paymentus.com", "pagopa.it", "invoicecloud.com",
  "govpayments.com", "nicusa.com", "tylertech.com",
  // print and PDF buttons, "where to watch" widgets, documentation assistants answering from the site's own pages
  "printfriendly.com", "printfriendly.net", "justwatch.com", "kapa.ai", "inkeep.com", "mendable.ai",
  // product tours and onboarding, feedback boards and public roadmaps, social-proof and spin-to-win pop-ups, SMS
  // marketing sign-ups, fit and size recommendation, storytelling embeds, crowdfunding platforms, school platforms
  "chameleon.io", "whatfix.com", "userguiding.com",
  "canny.io", "featurebase.app", "frill.co", "usersnap.com", "productboard.com", "upvoty.com", "nolt.io", "sleekplan.com",
  "fomo.com", "trustpulse.com", "trstplse.com", "provesrc.com", "nudgify.com", "useproof.com",
  "wheelio-app.com", "wheelioapp.azureedge.net",
  "postscript.io", "smsbump.com",
  "fitanalytics.com", "truefitcorp.com", "truefit.com", "kiwisizing.com", "sizebay.com", "easysize.me",
  "knightlab.com", "storymaps.arcgis.com",
  "kickstarter.com", "indiegogo.com", "ulule.com", "startnext.com",
  "parentpay.com", "classdojo.com", "powerschool.com", "magister.net", "somtoday.nl", "index-education.net", "ecoledirecte.com",
  "spaggiari.eu", "portaleargo.it", "schulmanager-online.de", "alexiaedu.com", "agendaedu.com", "classapp.com.br", "arbor-education.com",
  "mychildatschool.com", "fedena.com", "campuscare.info", "easychair.org", "openreview.net", "conftool.net", "hotcrp.com", "ctftime.org",
  "climatepartner.com", "ecologi.com",
  // free photo libraries and GIF services a page hotlinks with a credit, calendars, slide decks, video messages,
  // cookieless analytics, newer social networks' embeds, hosted marketing forms, music embeds and booking pages
  "wikimedia.org", "wikipedia.org", "unsplash.com", "pexels.com", "pixabay.com", "tenor.com",
  "giphy.com", "office365.com", "outlook.live.com", "teamup.com", "addevent.com", "speakerdeck.com", "slideshare.net",
  "canva.com", "pitch.com", "genial.ly", "genially.com", "prezi.com", "loom.com", "vimeo.com", "wistia.com", "wistia.net",
  "goatcounter.com", "zgo.at", "counter.dev", "cabinpanda.com", "bsky.app", "threads.net", "mastodon.social",
  "activehosted.com", "sibforms.com", "brevo.com", "mailerlite.com", "deezer.com", "mixcloud.com", "tidal.com",
  "music.apple.com", "embed.music.apple.com", "calendly.com", "cal.com",
  // certificate authorities' site seals and security-scan trust marks
  "digicert.com", "sectigo.com", "trustlogo.com", "trust-provider.com", "globalsign.com", "godaddy.com", "entrust.net", "ssl.com",
  "geotrust.com", "comodo.com", "positivessl.com", "thawte.com", "rapidssl.com", "trustwave.com", "mcafeesecure.com",
  "trustedsite.com", "sitelock.com", "websecurity.digicert.com",
  // press councils, journalism trust and transparency programmes and fact-checking networks (the member badge and
  // the link to the complaints body that news sites' footers carry)
  "ipso.co.uk", "impress.press", "presserat.de", "cdjm.org", "rvdj.nl", "rvdj.be", "lecdj.be", "presscouncil.ie", "presscouncil.org.au",
  "presscouncil.nic.in", "anj.org.br", "odg.it", "comisiondequejas.com", "presserat.at", "presserat.ch",
  "presse.no", "jsn.fi", "medieombudsmannen.se", "pressenaevnet.dk", "thetrustproject.org",
  "journalismtrustinitiative.org", "newsguardtech.com", "poynter.org", "efcsn.com",
  // software review platforms' badges
  "producthunt.com", "g2crowd.com", "g2.com", "capterra.com", "getapp.com", "softwareadvice.com", "trustradius.com",
  "sourceforge.net", "alternativeto.net", "clutch.co", "goodfirms.co", "saasworthy.com",
  // sport and outdoor activity widgets, live scores and league tables from sports-data providers
  "sofascore.com", "api-sports.io", "fotmob.com", "flashscore.com", "livescore.com", "sportradar.com", "sportradar.ag", "statsperform.com", "strava.com", "komoot.com", "komoot.de", "garmin.com", "ridewithgps.com", "alltrails.com", "wikiloc.com", "outdooractive.com",
  "relive.cc", "mapmyrun.com",
  // puzzles, games and game stores
  "amuselabs.com", "keesing.com", "arkadium.com", "steampowered.com", "steamstatic.com", "steamcommunity.com", "itch.io",
  "itch.zone", "gog.com", "epicgames.com", "humblebundle.com",
  // music, gigs and podcasts
  "podigee.io", "podigee.com", "bcbits.com", "bandsintown.com", "songkick.com", "audiomack.com", "deezer.com", "tidal.com",
  // annotation, polls, live Q&A and quizzes
  "hypothes.is", "slido.com", "sli.do", "mentimeter.com", "menti.com", "poll.fm", "crowdsignal.net", "strawpoll.com",
  "opinionstage.com", "polleverywhere.com", "pollev.com", "kahoot.it", "kahoot.com", "ahaslides.com", "wooclap.com", "vevox.com",
  "pigeonholelive.com",
  // address lookup
  "loqate.com", "addressy.com", "pcapredict.com", "getaddress.io", "ideal-postcodes.co.uk", "smarty.com", "smartystreets.com",
  "postcoder.com", "geoapify.com", "radar.com",
  // merchant-of-record and overlay checkouts, shop widgets
  "onfastspring.com", "paddle.net", "foxycart.com", "thrivecart.com", "samcart.com",
  // photo hosting and galleries
  "smugmug.com", "500px.com", "pixieset.com", "zenfolio.com", "pic-time.com", "shootproof.com",
  // animal shelters' adoption listings
  "petfinder.com", "adoptapet.com", "shelterluv.com", "rescuegroups.org", "24petconnect.com", "petango.com", "petstablished.com",
  // social feed and review widgets
  "behold.so", "tint.com",
  // webinars, events, member ballots and charity auctions
  "gotowebinar.com", "webex.com", "livestorm.co", "bigmarker.com", "on24.com", "demio.com", "hopin.com", "airmeet.com",
  "crowdcast.io", "ti.to", "electionbuddy.com", "simplyvoting.com", "electionrunner.com", "opavote.com", "bigpulse.com",
  "givesmart.com", "handbid.com", "biddingowl.com", "32auctions.com", "galabid.com", "onecause.com", "auctria.com",
  // fan-to-fan ticket resale, e-signature
  "twickets.live", "ticketswap.com", "fansale.de", "fansale.it", "docusign.net", "docusign.com", "adobesign.com", "echosign.com",
  "hellosign.com", "pandadoc.com", "signnow.com",
  // maths and science embeds
  "mathjax.org", "katex.org", "desmos.com", "geogebra.org", "wolframalpha.com",
]

/**
 * Public bodies a page links to in a notice (a weather warning, an appeal after a disaster, election
 * results): national weather services, the Red Cross and Red Crescent societies, UN agencies. With
 * government and intergovernmental suffixes (see `isPublicBody` in url.ts), domains nobody else can
 * register: a notice sending visitors to one is not sending them to an attacker.
 */
const PUBLIC_BODIES: ReadonlyArray<string> = [
  // public transport operators and journey planners (a venue's "next departures" board embeds or links their stop pages)
  "ratp.fr", "sncf.com", "sncf-connect.com", "bahn.de", "bvg.de", "mvg.de", "9292.nl", "ns.nl", "gvb.nl", "ret.nl",
  "transitapp.com", "transportnsw.info", "ptv.vic.gov.au", "translink.com.au", "emtmadrid.es", "tmb.cat", "renfe.com",
  "atm.it", "trenitalia.com", "carris.pt", "cp.pt", "metrolisboa.pt", "sptrans.com.br", "mta.info", "wmata.com", "bart.gov",
  "translink.ca", "ttc.ca", "stm.info", "sbb.ch", "oebb.at", "wienerlinien.at", "stib-mivb.be", "belgiantrain.be", "rejseplanen.dk",
  "sl.se", "ruter.no", "hsl.fi", "nationalrail.co.uk", "traveline.info", "delhimetrorail.com",
  // national weather and civil-protection services
  "weather.gov", "metoffice.gov.uk", "meteofrance.fr", "meteofrance.com", "dwd.de", "aemet.es", "knmi.nl", "bom.gov.au",
  "imd.gov.in", "inmet.gov.br", "meteoam.it", "protezionecivile.gov.it", "meteoswiss.admin.ch", "geosphere.at", "zamg.ac.at",
  "smhi.se", "met.no", "yr.no", "fmi.fi", "dmi.dk", "met.ie", "jma.go.jp", "kma.go.kr", "weather.gc.ca", "smn.gob.ar",
  "meteo.be", "ipma.pt", "imgw.pl", "chmi.cz", "hko.gov.hk", "weather.gov.hk", "nea.gov.sg", "metservice.com", "meteo.gov.ua",
  "meteoalarm.org", "wmo.int", "bbk.bund.de", "gov.pl",
  // Red Cross and Red Crescent, disaster appeals
  "icrc.org", "ifrc.org", "redcross.org", "redcross.org.uk", "dec.org.uk", "croix-rouge.fr", "drk.de", "cruzroja.es",
  "rodekruis.nl", "redcross.org.au", "indianredcross.org", "cruzvermelha.org.br", "cri.it", "redcross.ca", "croixrouge.ca",
  "redcross.ch", "roteskreuz.at", "redcross.se", "rodekors.dk", "rodekors.no", "punainenristi.fi", "redcross.or.jp",
  "redcross.or.kr", "redcross.org.nz", "cruzroja.org.ar", "cruzvermelha.pt", "pck.pl", "redcross.ie", "croix-rouge.be",
  "rodekruis.be", "redcross.org.ua", "redcross.ua", "redcrescent.org", "mdais.org", "redcross.org.ph", "pmi.or.id", "cruzroja.mx",
  // UN agencies and the large humanitarian charities
  "un.org", "unicef.org", "unhcr.org", "wfp.org", "undp.org", "unesco.org", "msf.org", "doctorswithoutborders.org",
  "savethechildren.org", "savethechildren.org.uk", "oxfam.org", "oxfam.org.uk", "care.org", "rescue.org", "caritas.org",
  // national university admissions services (public or run for the universities by law or charter)
  "ucas.com", "commonapp.org", "hochschulstart.de", "uni-assist.de", "studielink.nl", "universitaly.it", "parcoursup.fr",
  "universityadmissions.se", "samordnaopptak.no", "opiskelijavalinta.fi", "optagelse.dk", "cao.ie", "dges.gov.pt",
  "uac.edu.au", "ouac.on.ca", "studyinfo.fi", "admissions.uk",
  // national product-recall and food-safety registers run by the state (those on government suffixes need no entry)
  "lebensmittelwarnung.de", "produktwarnung.eu", "nvwa.nl", "favv-afsca.be", "consumerproductsafety.gov", "recalls.gov",
  "foodstandards.gov.au", "food.gov.uk", "fsai.ie", "fda.gov", "safetygate.ec.europa.eu",
  // national organ and blood donor registers
  "organdonor.gov", "registerme.org", "donatelife.net", "organspende-register.de", "organspende-info.de", "ont.es", "dondorganes.fr",
  "agence-biomedecine.fr", "donorregister.nl", "trapianti.salute.gov.it", "donorregister.be", "blood.co.uk", "redcrossblood.org",
  // gambling regulators' and self-exclusion schemes' and helplines' sites (a safer-gambling footer links them)
  "begambleaware.org", "gamcare.org.uk", "gamstop.co.uk", "gamblingtherapy.org", "gamblersanonymous.org", "ncpgambling.org",
  "1800gambler.net", "joueurs-info-service.fr", "check-dein-spiel.de", "jugarbien.es", "kansspelautoriteit.nl", "loketkansspelen.nl",
  "gamblingcommission.gov.uk", "ggl-sh.de", "gluecksspiel-behoerde.de", "anj.fr", "mga.org.mt", "ordonnancesjeux.gouv.fr",
  // national public-health agencies, ministries of health and crisis or civil-protection services (those on government
  // suffixes need no entry)
  "rivm.nl", "crisis.nl", "rijksoverheid.nl", "overheid.nl", "government.nl", "ggd.nl", "proteccioncivil.es", "sanidad.es",
  "santepubliquefrance.fr", "solidarites-sante.fr", "bundesgesundheitsministerium.de", "rki.de", "bzga.de",
  "infektionsschutz.de", "warnung.bund.de", "sciensano.be", "crisiscenter.be", "centredecrise.be", "risico-info.be",
  "ssi.dk", "sst.dk", "folkhalsomyndigheten.se", "krisinformation.se", "msb.se", "fhi.no", "dsb.no", "thl.fi", "112.fi",
  "hpsc.ie", "ages.at", "sozialministerium.at", "prociv.pt", "dgs.pt", "iss.it", "canada.ca", "ukhsa.gov.uk",
  // financial regulators and their public registers (a licence line links the regulator's own register)
  "fca.org.uk", "bankofengland.co.uk", "bafin.de", "bundesbank.de", "consob.it", "bancaditalia.it", "ivass.it", "dnb.nl",
  "afm.nl", "amf-france.org", "banque-france.fr", "regafi.fr", "orias.fr", "cnmv.es", "bde.es", "finra.org", "sipc.org",
  "nfa.futures.org", "finma.ch", "cssf.lu", "centralbank.ie", "fsma.be", "nbb.be", "fi.se", "finanstilsynet.no",
  "finanstilsynet.dk", "finanssivalvonta.fi", "cnb.cz", "mnb.hu", "cmvm.pt", "bportugal.pt", "asf.com.pt", "fsca.co.za",
  "osc.ca", "ciro.ca", "lautorite.qc.ca", "sfc.hk", "rbi.org.in", "mfsa.mt", "dfsa.ae", "fsc.or.kr",
  // national health services and the official finders of open pharmacies and out-of-hours doctors
  "nhs.uk", "nhs.scot", "nhsinform.scot", "nhs.wales", "hse.ie", "116117.de", "gesund.bund.de", "aponet.de", "3237.fr", "ameli.fr",
  "sante.fr", "cofm.es", "federfarma.it", "thuisarts.nl", "apotheek.nl", "1177.se", "helsenorge.no", "sundhed.dk", "terveyskyla.fi",
  "healthdirect.gov.au", "healthline.gov.au", "healthlinkbc.ca", "cdc.gov", "who.int",
  // electoral commissions and official polling-station finders (and the non-partisan ones they point to)
  "bundeswahlleiterin.de", "bundeswahlleiter.de", "electoralcommission.org.uk", "wheredoivote.co.uk", "vote.org", "kiesraad.nl",
  "elections.ca", "service-public.fr", "elezioni.interno.gov.it", "cne.pt", "tse.jus.br", "ine.es", "eci.gov.in", "vote.gov"
]

/** Package CDNs that serve whatever anyone publishes. */
/**
 * Brands that phishing and giveaway scams put in their domains ("roblox-gift.com", "steamcommunlty.com",
 * "binance-airdrop.net"): the most impersonated names in phishing reports (games and their stores, chat apps,
 * payment, banks, crypto exchanges and wallets, parcel carriers, mail and cloud accounts). A domain holding one
 * of these names with anything added is not the brand's.
 */
const IMPERSONATED: ReadonlyArray<string> = [
  "roblox", "steampowered", "steamcommunity", "discord", "epicgames", "fortnite", "playstation", "xbox", "nintendo", "minecraft",
  "paypal", "venmo", "cashapp", "zelle", "revolut", "applepay", "icloud", "apple", "microsoft", "office365", "outlook", "onedrive",
  "google", "gmail", "youtube", "facebook", "instagram", "whatsapp", "telegram", "tiktok", "netflix", "spotify", "twitch",
  "amazon", "ebay", "aliexpress", "walmart", "docusign", "dropbox", "adobe", "linkedin", "binance", "coinbase", "kraken", "metamask",
  "trustwallet", "phantom", "ledger", "trezor", "opensea", "uniswap", "pancakeswap", "blockchain", "bybit", "okx", "kucoin",
  "royalmail", "evri", "fedex", "usps", "dhl", "chase", "wellsfargo", "bankofamerica", "hsbc", "barclays", "santander"
]

const OPEN_CDNS: ReadonlyArray<string> = ["jsdelivr.net", "unpkg.com", "esm.sh", "skypack.dev", "esm.run", "jspm.io", "statically.io", "githack.com"]

/** Hosts known to have served malware to every site that loaded them: never a provider. */
const COMPROMISED: ReadonlyArray<string> = ["polyfill.io", "polyfill.com", "polyfillcache.com", "bootcss.com", "bootcdn.net", "staticfile.org", "staticfile.net", "unionadjs.com", "xhsbpza.com", "union.macoms.la", "newcrbpc.com"]

/**
 * Packages sites load most from the open CDNs (front-end libraries, their plugins and styles): a package whose name
 * is one of these with a letter changed, doubled or swapped, or with a generic word added, is a typosquat.
 */
const POPULAR_PACKAGES: ReadonlyArray<string> = [
  "jquery", "jquery-ui", "jquery-migrate", "web-vitals", "quicklink", "jquery-validation", "bootstrap", "bootstrap-icons", "popper.js", "@popperjs/core",
  "chart.js", "chartjs-plugin-datalabels", "axios", "lodash", "lodash-es", "underscore", "moment", "moment-timezone", "dayjs",
  "date-fns", "luxon", "react", "react-dom", "vue", "vue-router", "vuex", "pinia", "angular", "svelte", "preact", "alpinejs",
  "htmx.org", "swiper", "slick-carousel", "owl.carousel", "flickity", "glide", "splide", "@splidejs/splide", "aos", "gsap",
  "three", "d3", "leaflet", "mapbox-gl", "ol", "hls.js", "video.js", "plyr", "lottie-web", "sweetalert2", "sweetalert",
  "toastr", "select2", "choices.js", "flatpickr", "intl-tel-input", "cleave.js", "imask", "inputmask", "dropzone", "sortablejs",
  "masonry-layout", "isotope-layout", "imagesloaded", "lazysizes", "lozad", "vanilla-lazyload", "glightbox", "lightbox2",
  "photoswipe", "@fancyapps/ui", "@fancyapps/fancybox", "magnific-popup", "tippy.js", "@floating-ui/dom", "animate.css",
  "font-awesome", "@fortawesome/fontawesome-free", "bulma", "tailwindcss", "normalize.css", "highlight.js", "prismjs",
  "marked", "dompurify", "mathjax", "katex", "socket.io-client", "crypto-js", "uuid", "js-cookie", "web3", "ethers",
  "clipboard", "typed.js", "countup.js", "scrollreveal", "rellax", "jarallax", "particles.js", "tsparticles", "fullpage.js",
  "handlebars", "mustache", "pdfjs-dist", "qrcode", "html2canvas", "jspdf", "xlsx", "papaparse", "fuse.js", "lunr", "algoliasearch",
  "instantsearch.js", "@algolia/autocomplete-js", "@inkeep/cxkit-js", "@inkeep/uikit-js", "@mendable/search", "stimulus", "@hotwired/turbo", "@hotwired/stimulus", "zepto", "mootools", "prototype",
  // web components and small libraries imported by version from module CDNs
  "webfontloader", "modernizr", "jquery-ui-dist", "jquery-ui-touch-punch", "fontfaceobserver", "picturefill", "lit", "lit-html", "lit-element", "canvas-confetti", "@github/relative-time-element", "@github/clipboard-copy-element",
  "@github/time-elements", "@shoelace-style/shoelace", "petite-vue", "mermaid", "@lottiefiles/lottie-player", "@zachleat/table-saw",
  "@11ty/is-land", "htm", "nanoid", "zod", "idb-keyval", "medium-zoom", "photoswipe-lightbox",
  // CAPTCHA widgets published as packages
  "friendly-challenge", "@friendlycaptcha/sdk", "altcha", "@mcaptcha/vanilla-glue", "@mcaptcha/core-glue", "@cap.js/widget", "@hcaptcha/vanilla-hcaptcha"
]

/** The GitHub accounts that publish the popular packages (a repository of that name elsewhere is someone's copy). */
const PACKAGE_OWNERS: ReadonlyArray<string> = [
  "jquery", "jquery-validation", "twbs", "popperjs", "floating-ui", "chartjs", "axios", "lodash", "jashkenas", "moment", "iamkun",
  "date-fns", "facebook", "vuejs", "angular", "sveltejs", "preactjs", "alpinejs", "bigskysoftware", "nolimits4web", "kenwheeler",
  "owlcarousel2", "metafizzy", "glidejs", "splidejs", "michalsnik", "greensock", "mrdoob", "d3", "leaflet", "mapbox", "openlayers",
  "video-dev", "videojs", "sampotts", "airbnb", "sweetalert2", "t4t5", "codeseven", "select2", "choices-js", "flatpickr",
  "jackocnr", "nosir", "unmanner", "robinherbots", "dropzone", "sortablejs", "desandro", "afarkas", "apoorvsaxena", "verlok",
  "biati-digital", "lokesh", "dimsemenov", "fancyapps", "atomiks", "animate-css", "fortawesome", "jgthms", "tailwindlabs",
  "necolas", "highlightjs", "prismjs", "markedjs", "cure53", "mathjax", "katex", "socketio", "brix", "uuidjs", "js-cookie",
  "web3", "ethers-io", "zenorocha", "mattboldt", "inorganik", "jlmakes", "dixonandmoe", "nk-o", "vincentgarreau", "matteobruni",
  "tsparticles", "alvarotrigo", "handlebars-lang", "janl", "mozilla", "soldair", "niklasvh", "parallax", "sheetjs", "mholt",
  "krisk", "olivernn", "algolia", "hotwired", "madrobby", "mootools", "prototypejs", "cdnjs", "npm", "altcha-org", "friendlycaptcha", "mcaptcha", "tiagozip", "hcaptcha"
]

/** Chat and support widgets: what visitors type into them goes to whoever holds the widget's account. */
const CHAT: ReadonlyArray<string> = [
  "intercom.io", "intercomcdn.com", "zopim.com", "drift.com", "driftt.com", "tawk.to", "crisp.chat", "livechatinc.com", "livechat.com",
  "olark.com", "freshchat.com", "tidio.co", "tidiochat.com", "smartsupp.com", "smartsuppchat.com", "userlike.com", "purechat.com",
  "chatra.io", "gorgias.chat", "kustomerapp.com", "liveperson.net", "lpsnmedia.net", "comm100.io", "snapengage.com", "jivosite.com",
  "jivochat.com", "landbot.io", "trengo.com", "getbutton.io"
]

/**
 * Form services that mail each submission of a static site's contact form to the inbox of whoever made the form:
 * a contact form posting to one is how sites without a server take messages, but the inbox may be anyone's, so a
 * form there that asks for passwords or cards is judged as any form on a new domain.
 */
const FORM_SERVICES: ReadonlyArray<string> = [
  "formspree.io", "web3forms.com", "usebasin.com", "getform.io", "formkeep.com", "formcarry.com", "formspark.io", "basin.io",
  "staticforms.xyz", "form.taxi", "fabform.io", "formsubmit.co", "kwes.io", "pageclip.co", "getsimpleform.com", "99inbound.com",
  // automation webhooks sites point their forms at (each submission runs the site owner's workflow)
  "zapier.com", "make.com", "integromat.com", "pipedream.net", "n8n.cloud"
]
export const formServiceHosts: ReadonlyArray<string> = FORM_SERVICES
export const chatHosts: ReadonlyArray<string> = CHAT
export const popularPackages: ReadonlyArray<string> = POPULAR_PACKAGES
export const packageOwners: ReadonlyArray<string> = PACKAGE_OWNERS
export const vendorHosts: ReadonlyArray<string> = VENDORS
export const openCdnHosts: ReadonlyArray<string> = OPEN_CDNS
export const impersonatedBrands: ReadonlyArray<string> = IMPERSONATED
export const compromisedHosts: ReadonlyArray<string> = COMPROMISED
export const publicBodyHosts: ReadonlyArray<string> = PUBLIC_BODIES
