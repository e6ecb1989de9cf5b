/**
 * What one page looks like to the engines: the spec's counts and element
 * lists, and what the engines' questions need (references, visible text in
 * blocks with their prominence, CSS facts, inline scripts, meta texts).
 *
 * @since 0.2.0
 */

/**
 * What one page looks like to the engines.
 *
 * @since 0.1.0
 */
export interface PageFeatures {
  readonly url: string
  readonly title: string
  readonly line_num: number
  readonly count_href: number
  readonly count_script: number
  readonly count_link: number
  readonly count_image: number
  readonly count_div: number
  readonly count_iframe: number
  /** absolute URLs, in document order, duplicates removed */
  readonly hrefs: ReadonlyArray<string>
  readonly scripts: ReadonlyArray<string>
  readonly iframes: ReadonlyArray<string>
  readonly images: ReadonlyArray<string>
  readonly stylesheets: ReadonlyArray<string>
  /** visible text, whitespace collapsed */
  readonly text: string
  /** text inside elements hidden by inline style or the `hidden` attribute */
  readonly hidden_text: string
  /** `<meta http-equiv=refresh>` targets and `location` assignments in inline scripts */
  readonly redirects: ReadonlyArray<string>
  /** CSS declarations (from `<style>` and inline styles) that hide large parts of a page */
  readonly hiding_css: ReadonlyArray<string>
  /** `<script>` elements without `src` */
  readonly inline_scripts: number
  /** every reference a browser follows or loads, in document order */
  readonly refs: ReadonlyArray<Ref>
  /** the visible text in blocks (paragraphs, list items, cells, headings, ...), with their prominence */
  readonly blocks: ReadonlyArray<TextBlock>
  /** facts of the CSS that changes how the page looks (`hide body`, `cover #notice`, `background body ...`) */
  readonly styles: ReadonlyArray<string>
  /** what each inline script does */
  readonly scripts_inline: ReadonlyArray<InlineScript>
  /** `<meta>` texts shown by search engines and link previews: [name, content] */
  readonly meta: ReadonlyArray<readonly [string, string]>
  /** the `<html lang>` attribute, lower case ("" when absent) */
  readonly lang: string
  /** mailto:, tel:, sms:, wallet URIs and the like, as written */
  readonly contacts: ReadonlyArray<string>
  /** tel: and mailto: links with the text they show: [href, text] */
  readonly contact_links?: ReadonlyArray<readonly [string, string]>
  /** the page's icons (`<link rel~=icon>`): URLs without query strings, inline images as `data:<hash>` */
  readonly icons: ReadonlyArray<string>
  /** files the page carries inside itself for visitors to save (`data:` and `blob:` links): their `download` names, else media types */
  readonly embedded?: ReadonlyArray<string>
  /** the phones and e-mail addresses of contact cards (vCards) the page carries in its links, as tel: and mailto: links */
  readonly cards?: ReadonlyArray<string>
  /** e-mail addresses in hidden form fields: where a form's handler mails each submission */
  readonly form_recipients?: ReadonlyArray<string>
  /** links, redirects and meta refreshes that open a program or a file on the visitor's machine (`search-ms:`, `ms-appinstaller:`, `file:`): scheme and target, 120 characters at most */
  readonly handlers?: ReadonlyArray<string>
  /** what the page tells search engines (`<meta name="robots|googlebot|bingbot" content>`), lower case, "" when nothing */
  readonly robots?: string
  /** the referrer policies the page sets (`<meta name="referrer">`, `referrerpolicy` attributes), lower case, space-separated, "" when none */
  readonly referrer?: string
  /** the content security policies the page sets in `<meta http-equiv="Content-Security-Policy">`, one per line ("" when none; absent before round 17) */
  readonly policy?: string
  /** the accounts the page vouches for: `me:<address>` (`<link rel="me">`), and the authors it credits: `by:<address>` (`<a rel="me">`), `fediverse:<user@instance>` (`<meta name="fediverse:creator">`), its own onion mirror: `onion:<host>` (`<meta http-equiv="onion-location">`), and the app its Smart App Banner promotes: `app:ios|android:<app id>` and the address it opens it at, `appurl:<url>` (`<meta name="apple-itunes-app|google-play-app">`, round 18), and the accounts its metadata names as the site's: `site:<address>` (`twitter:site`, `article:publisher`, round 20) */
  readonly identities?: ReadonlyArray<string>
  /** the tel:, sms: and callto: addresses the page's inline scripts open (a script that dials for the visitor) */
  readonly dialled?: ReadonlyArray<string>
  /** the page's structured data (JSON-LD script bodies and microdata contacts, at most 100,000 characters): what search engines show of it */
  readonly structured?: string
  /** the normalised-document signature, 16 hex digits */
  readonly hash: string
}

/**
 * What a reference is: a link the visitor follows (`link`), where a form
 * sends what the visitor types (`form`), what the page loads and runs
 * (`script`, `frame`, `embed`, `stylesheet`), shows (`image`, `media`,
 * `style` for CSS `url()`), other `<link>` relations (`resource`), where
 * the page moves the visitor without a click (`redirect`), the document's
 * `base`, and URLs written inside inline scripts (`inline-script`).
 *
 * @since 0.2.0
 */
export type RefKind =
  | "link"
  | "form"
  | "base"
  | "script"
  | "frame"
  | "embed"
  | "image"
  | "media"
  | "stylesheet"
  | "resource"
  | "style"
  | "redirect"
  | "inline-script"
  /** a URL a link reports every click to (`ping`): the browser POSTs to it */
  | "beacon"
  /** an address in the page's structured data (JSON-LD): what search results link under the page's name */
  | "structured"

/**
 * One reference of the page.
 *
 * @since 0.2.0
 */
export interface Ref {
  readonly kind: RefKind
  /** absolute http(s) URL */
  readonly url: string
  /** the element's `id` (or `name` for frames and form fields), "" when absent */
  readonly id: string
  /** what a visitor reads on or about it: link text, `alt`, `title`, `aria-label`; the `rel` of other links */
  readonly label: string
  /** inside an element hidden by inline style or the `hidden` attribute */
  readonly hidden: boolean
  /** characters of visible text before it (how far down the page it is) */
  readonly at: number
  /** what the element is about: `password` / `payment` for forms with such fields, `autoplay` for media */
  readonly text: string
}

/**
 * A block of visible text.
 *
 * @since 0.2.0
 */
export interface TextBlock {
  readonly text: string
  /** `Prominence` flags (headings, overlays, large, coloured, moving, drawn by CSS or scripts) */
  readonly flags: number
  /** the share of the block's characters that are link text */
  readonly link: number
  /** characters of visible text before the block (how far down the page it is) */
  readonly at: number
}

/**
 * An inline script, reduced to what engines compare.
 *
 * @since 0.2.0
 */
export interface InlineScript {
  /** a hash of the code without its literals: the same script after a reload has the same shape */
  readonly shape: number
  /** the code */
  readonly code: string
}


/**
 * Prominence flags of text blocks (`TextBlock.flags`).
 *
 * @since 0.2.0
 */
export const Prominence = {
  /** in an `<h1>` */
  H1: 8,
  /** in an `<h2>` or `<h3>` */
  HEADING: 16,
  /** in a fixed or absolute box laid over the page */
  OVERLAY: 32,
  /** large text (inline font size, `<font size>`, `<big>`) */
  BIG: 64,
  /** coloured text or background set inline */
  COLOURED: 128,
  /** `<marquee>` or `<blink>` */
  MOVING: 256,
  /** in a box as large as the viewport with an opaque background */
  COVER: 512,
  /** written by an inline script (alert, document.write, innerHTML) */
  SCRIPTED: 1024,
  /** drawn by CSS (`content:`) */
  CSS_TEXT: 2048
} as const

