import { MemoryStorage } from "@defmon/testing"
import { expect, layer } from "@effect/vitest"
import { Validator } from "@seriousme/openapi-schema-validator"
import { Effect } from "effect"
import { call, Harness, layer as harnessLayer } from "./support/Harness.js"

layer(harnessLayer(MemoryStorage.layer), { excludeTestServices: true })("openapi", (it) => {
  it.effect("the OpenAPI document is valid OpenAPI 3.1 and lists the 19 spec operations under bearer auth", () =>
    Effect.gen(function*() {
      const { baseUrl } = yield* Harness
      const doc = (yield* call(baseUrl, "GET", "/openapi.json")).json
      const validator = new Validator()
      const result = yield* Effect.promise(() => validator.validate(doc))
      expect(result.errors ?? []).toEqual([])
      expect(result.valid).toBe(true)
      expect(validator.version).toBe("3.1")
      const operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`)
      )
      const spec = [
        "POST /api/v1/urls/batch_archive",
        "POST /api/v1/batch_jobs/combined_baseline",
        "POST /api/v1/batch_jobs/baseline",
        "POST /api/v1/batch_jobs/rebaseline",
        "GET /api/v1/batch_jobs/combined_baseline/{batch_combined_baseline_job}",
        "GET /api/v1/batch_jobs/rebaseline/{batch_rebaseline_job}",
        "GET /api/v1/batch_jobs/baseline/{batch_baseline_job}",
        "GET /api/v1/batch_jobs/baseline",
        "GET /api/v1/batch_jobs",
        "DELETE /api/v1/batch_jobs/{batch_job_id}",
        "GET /api/v1/urls",
        "GET /api/v1/urls/{url}",
        "POST /api/v1/urls/get_by_url",
        "PUT /api/v1/urls/{url}",
        "DELETE /api/v1/urls/{url}",
        "POST /api/v1/urls/delete_by_url",
        "GET /api/v1/domains",
        "GET /api/v1/domains/{domain}/urls",
        "GET /api/v1/user/activity_log/{activity_log}"
      ]
      expect(operations).toEqual(expect.arrayContaining(spec))
      for (const op of spec) {
        const [method, path] = op.split(" ") as [string, string]
        const operation = doc.paths[path][method.toLowerCase()]
        expect(operation.security, op).toEqual([{ bearer: [] }])
        // every operation documents its auth, rate-limit, size and input errors
        expect(Object.keys(operation.responses), op).toEqual(expect.arrayContaining(["200", "400", "401", "413", "429"]))
      }
    }))
})
