/**
 * @since 0.1.0
 */
export * as Align from "./Align.js"
export * as ChromiumRenderer from "./ChromiumRenderer.js"
export * as Diff from "./Diff.js"
export * as ImageBaseline from "./ImageBaseline.js"
export * as ImageCheck from "./ImageCheck.js"
export * as ImageEngine from "./ImageEngine.js"
export * as Mask from "./Mask.js"
export * as Png from "./Png.js"
export * as Ssim from "./Ssim.js"
