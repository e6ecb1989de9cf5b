/**
 * The user-agent catalogue: `monitoring_configuration.user_agent_id` indexes
 * it. Served by `GET /api/v1/user_agents`.
 *
 * @since 0.1.0
 */
import { Schema } from "effect"

/**
 * One user agent of the catalogue.
 *
 * @since 0.1.0
 */
export const UserAgent = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  user_agent: Schema.String
}).annotations({ identifier: "UserAgent" })
export interface UserAgent extends Schema.Schema.Type<typeof UserAgent> {}

/**
 * The catalogue (ids are stable; new entries are appended).
 *
 * @since 0.1.0
 */
export const catalogue: ReadonlyArray<UserAgent> = [
  {
    id: 1,
    name: "Desktop Chrome (Windows)",
    user_agent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
  },
  {
    id: 2,
    name: "Desktop Firefox (Windows)",
    user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"
  },
  {
    id: 3,
    name: "Desktop Safari (macOS)",
    user_agent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15"
  },
  {
    id: 4,
    name: "Mobile Safari (iPhone)",
    user_agent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"
  },
  {
    id: 5,
    name: "Mobile Chrome (Android)",
    user_agent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
  },
  {
    id: 6,
    name: "Googlebot",
    user_agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
  },
  {
    id: 7,
    name: "Bingbot",
    user_agent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"
  }
]

/**
 * The user agent of an id (the first entry for an unknown id).
 *
 * @since 0.1.0
 */
export const byId = (id: number): UserAgent => catalogue.find((u) => u.id === id) ?? catalogue[0]!
