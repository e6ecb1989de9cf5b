/**
 * The settings `defmon check` accepts (`--settings FILE`, or `settings` on a
 * line of `--batch`): a partial of a webpage's settings over the defaults.
 *
 * @since 0.2.0
 */
import { describeParseError } from "@defmon/core/domain/Errors"
import { EngineSettings, EngineToggles, KeywordSet, WebpageSettingsFields, defaultSettings, type WebpageSettings } from "@defmon/core/domain/Webpage"
import { MonitoringConfigurationUpdate, ThresholdUpdate } from "@defmon/core/domain/Settings"
import { Either, Schema } from "effect"

/**
 * The settings a check accepts: a partial of the webpage settings.
 *
 * @since 0.2.0
 */
export const CheckSettings = Schema.Struct({
  threshold: Schema.optional(ThresholdUpdate),
  monitoring_configuration: Schema.optional(MonitoringConfigurationUpdate),
  keyword_set_configuration: Schema.optional(KeywordSet),
  image_regions: Schema.optional(WebpageSettingsFields.image_regions),
  engines: Schema.optional(EngineToggles),
  engine_settings: Schema.optional(EngineSettings)
})

const defined = <T extends object>(o: T | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined))

/**
 * Decodes settings (a JSON value) over the defaults; `Left` names the bad field.
 *
 * @since 0.2.0
 */
export const decodeSettings = (input: unknown): Either.Either<WebpageSettings, string> =>
  Schema.decodeUnknownEither(CheckSettings)(input ?? {}, { onExcessProperty: "error" }).pipe(
    Either.mapLeft((e) => `invalid settings: ${describeParseError(e).message}`),
    Either.map((s) => {
      const d = defaultSettings()
      return {
        ...d,
        threshold: { ...d.threshold, ...defined(s.threshold) },
        monitoring_configuration: { ...d.monitoring_configuration, ...defined(s.monitoring_configuration) },
        keyword_set_configuration: s.keyword_set_configuration ?? d.keyword_set_configuration,
        image_regions: s.image_regions ?? d.image_regions,
        engines: s.engines ?? d.engines,
        engine_settings: s.engine_settings ?? d.engine_settings
      } as unknown as WebpageSettings
    })
  )

