/**
 * The fixed rule that splits classes into a tuning half and a reporting
 * half: FNV-1a (32 bits) of SALT + the class name; even goes to tuning, odd
 * to reporting. The salt was chosen once, when the classes were written, as
 * the first value giving both halves at least 12 defacement and 6 benign
 * classes; it does not move when results do.
 */
import { fnv1a } from "./rng.js"

export type Half = "tuning" | "reporting"

export const SALT = "defmon-accuracy-1:"

export const halfOf = (className: string): Half => (fnv1a(SALT + className) % 2 === 0 ? "tuning" : "reporting")
