/**
 * The fixed rule that splits classes into a tuning half and a reporting
 * half: FNV-1a (32 bits) of SALT + the class name; even goes to tuning, odd
 * to reporting. The salt was chosen once, when the classes were written, as
 * the first value giving both halves at least 12 defacement and 6 benign
 * classes; it does not move when results do.
 *
 * The blind groups sit outside that rule, marked on the class (`group`) and
 * reported on their own: `fresh`, written after round 1, `fresh2` after
 * round 2, `fresh3` after round 4, `fresh4` after round 5, `fresh5` after
 * round 6, `fresh6` after round 7, `fresh7` after round 8, `fresh8` after
 * round 9, `fresh9` after round 10, `fresh10` after round 11, `fresh11`
 * after round 12, `fresh12` after round 13, `fresh13` after round 13
 * (second group), `fresh14` after round 13 (third group), `fresh15`
 * after round 14, `fresh16` after round 15, `fresh17` after round 16,
 * `fresh18` after round 17, `fresh19` and `fresh20` after round 17 (during round 18), `fresh21` and
 * `fresh22` after round 18 (during round 19), `fresh23` and `fresh24` after round 19 (during round 20), `fresh25` and `fresh26` after round 20 (during round 21), `fresh27` and `fresh28` after round 21 (during round 22), `fresh29` and `fresh30` after round 22 (during round 23), `fresh31` and `fresh32` after round 23 (during round 24), `fresh33` and `fresh34` after round 24 (during round 25), `fresh35` and `fresh36` after round 26 (during round 27), `fresh37` and `fresh38` after round 27, each by
 * someone who does not read the engines. Each became tuning data in the
 * round after its first look (both halves are tuning data too); only the
 * newest are held out.
 */
import type { Group } from "./classes.js"
import { fnv1a } from "./rng.js"

export type Half = Group | "tuning" | "reporting"

/** The groups in the order they are printed: the newest held-out groups first (fresh37, fresh38, fresh35, fresh36, fresh33, fresh34, fresh31, fresh32, fresh29, fresh30, fresh27, fresh28, fresh25, fresh26, fresh23, fresh24, fresh21, fresh22, fresh19, fresh20, fresh18, fresh17, fresh16, fresh15, fresh14, fresh13, fresh12, fresh11, fresh10, fresh9, fresh8, fresh7, fresh6, fresh5, fresh4, fresh3, fresh2, fresh), then the reporting half, then the tuning half. */
export const HALVES: ReadonlyArray<Half> = ["fresh37", "fresh38", "fresh35", "fresh36", "fresh33", "fresh34", "fresh31", "fresh32", "fresh29", "fresh30", "fresh27", "fresh28", "fresh25", "fresh26", "fresh23", "fresh24", "fresh21", "fresh22", "fresh19", "fresh20", "fresh18", "fresh17", "fresh16", "fresh15", "fresh14", "fresh13", "fresh12", "fresh11", "fresh10", "fresh9", "fresh8", "fresh7", "fresh6", "fresh5", "fresh4", "fresh3", "fresh2", "fresh", "reporting", "tuning"]

export const SALT = "defmon-accuracy-1:"

/** The half the split rule gives a class name (never a held-out group: that is a mark on the class). */
export const halfOf = (className: string): "tuning" | "reporting" => (fnv1a(SALT + className) % 2 === 0 ? "tuning" : "reporting")

/** The group a class is scored in: its held-out group when marked so, else its half by the rule. */
export const groupOf = (cls: { readonly name: string; readonly group?: Group }): Half => cls.group ?? halfOf(cls.name)
