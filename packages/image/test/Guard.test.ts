import { describe, expect, it } from "@effect/vitest"
import * as Guard from "../src/internal/guard.js"

/** a resolver that answers every name with one internal address */
const internal: any = (_h: string, _o: unknown, cb: any) => cb(null, [{ address: "10.9.8.7", family: 4 }])

describe("the renderer's SSRF guard", () => {
  it("refuses a name that resolves to a blocked address without saying what it resolves to", async () => {
    const guard = Guard.make([], internal)
    const why = await guard.check("vm")
    expect(why).toMatch(/^vm is blocked/)
    expect(why).not.toMatch(/10\.9\.8\.7/)
    const err = await new Promise<NodeJS.ErrnoException>((resolve) => guard.lookup("vm", {}, (e: NodeJS.ErrnoException) => resolve(e)))
    expect(err.code).toBe("EDEFMONBLOCKED")
    expect(err.message).toMatch(/^vm is blocked/)
    expect(err.message).not.toMatch(/10\.9\.8\.7/)
  })

  it("lets an allow-listed name through, and says which blocked literal it refuses", async () => {
    expect(await Guard.make(["vm"], internal).check("vm")).toBeNull()
    expect(Guard.make([]).literal("127.0.0.1")).toBe("address 127.0.0.1 is blocked")
  })
})
