/**
 * A field added to `Webpage` and forgotten in the SQL layout fails the type
 * check (`tsc -b`, part of the test command), and the layout places exactly
 * the fields of the schema.
 */
import { Webpage } from "@defmon/core/domain/Webpage"
import { describe, expect, it } from "@effect/vitest"
import { layout, type Place } from "../src/repos/Webpages.js"

// The layout in use places every field of the record...
layout satisfies Record<keyof Webpage, Place>
// ...and would not compile for a record with one more field: this line
// fails `tsc -b` as soon as it stops being an error.
// @ts-expect-error `forgotten` has no place in the layout
layout satisfies Record<keyof (Webpage & { readonly forgotten: string }), Place>

describe("webpage layout", () => {
  it("places exactly the fields of the Webpage schema", () => {
    expect(Object.keys(layout).sort()).toEqual(Object.keys(Webpage.fields).sort())
  })
})
