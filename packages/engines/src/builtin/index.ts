/**
 * The built-in engines, in the order their findings are reported. A new
 * engine is a new file in this folder and a line here.
 */
import type { Engine } from "../Engine.js"
import { appearance } from "./appearance.js"
import { content } from "./content.js"
import { destinations } from "./destinations.js"
import { hash } from "./hash.js"
import { identifiers } from "./identifiers.js"
import { integrity } from "./integrity.js"
import { keywords } from "./keywords.js"
import { visibleText } from "./visibleText.js"

export const builtins: ReadonlyArray<Engine> = [destinations, visibleText, identifiers, appearance, content, integrity, hash, keywords]
