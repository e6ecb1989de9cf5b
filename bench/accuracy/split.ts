/**
 * The fixed rule that splits classes into a tuning half and a reporting
 * half: FNV-1a (32 bits) of SALT + the class name; even goes to tuning, odd
 * to reporting. The salt was chosen once, when the classes were written, as
 * the first value giving both halves at least 12 defacement and 6 benign
 * classes; it does not move when results do.
 *
 * A third group, `fresh`, sits outside that rule: classes written after the
 * lead had tuned on the tuning half and seen the reporting half once
 * (round 1), by someone who does not read the engines. They are marked on
 * the class (`fresh: true`), reported on their own, and never tuned on.
 */
import { fnv1a } from "./rng.js"

export type Half = "fresh" | "tuning" | "reporting"

/** The groups in the order they are printed: fresh first, then the reporting half, then the tuning half. */
export const HALVES: ReadonlyArray<Half> = ["fresh", "reporting", "tuning"]

export const SALT = "defmon-accuracy-1:"

/** The half the split rule gives a class name (never `fresh`: that is a mark on the class). */
export const halfOf = (className: string): "tuning" | "reporting" => (fnv1a(SALT + className) % 2 === 0 ? "tuning" : "reporting")

/** The group a class is scored in: `fresh` when marked so, else its half by the rule. */
export const groupOf = (cls: { readonly name: string; readonly fresh?: boolean }): Half => (cls.fresh === true ? "fresh" : halfOf(cls.name))
