/**
 * The fixed rule that splits classes into a tuning half and a reporting
 * half: FNV-1a (32 bits) of SALT + the class name; even goes to tuning, odd
 * to reporting. The salt was chosen once, when the classes were written, as
 * the first value giving both halves at least 12 defacement and 6 benign
 * classes; it does not move when results do.
 *
 * Held-out groups sit outside that rule, marked on the class (`group`),
 * reported on their own, and never tuned on: `fresh`, written after the lead
 * had tuned on the tuning half and seen the reporting half once (round 1),
 * `fresh2`, written after round 2, `fresh3`, written after round 4,
 * `fresh4`, written after round 5, `fresh5`, written after round 6,
 * `fresh6`, written after round 7, `fresh7`, written after round 8,
 * `fresh8`, written after round 9, `fresh9`, written after round 10,
 * `fresh10`, written after round 11, and `fresh11`, written after round 12;
 * each by someone who does not read the engines.
 */
import type { Group } from "./classes.js"
import { fnv1a } from "./rng.js"

export type Half = Group | "tuning" | "reporting"

/** The groups in the order they are printed: the newest held-out group first (fresh11, fresh10, fresh9, fresh8, fresh7, fresh6, fresh5, fresh4, fresh3, fresh2, fresh), then the reporting half, then the tuning half. */
export const HALVES: ReadonlyArray<Half> = ["fresh11", "fresh10", "fresh9", "fresh8", "fresh7", "fresh6", "fresh5", "fresh4", "fresh3", "fresh2", "fresh", "reporting", "tuning"]

export const SALT = "defmon-accuracy-1:"

/** The half the split rule gives a class name (never a held-out group: that is a mark on the class). */
export const halfOf = (className: string): "tuning" | "reporting" => (fnv1a(SALT + className) % 2 === 0 ? "tuning" : "reporting")

/** The group a class is scored in: its held-out group when marked so, else its half by the rule. */
export const groupOf = (cls: { readonly name: string; readonly group?: Group }): Half => cls.group ?? halfOf(cls.name)
