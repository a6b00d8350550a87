/**
 * Candidate crops of the MRZ band. The MRZ is the bottom of a card (TD1 ~32% of its height) or of
 * a passport data page (TD3 ~26%); a photo framed a little loosely moves it up, so a few bottom
 * shares are tried, tightest first, each greyscaled, contrast-stretched and scaled so a character
 * is about as tall as the OCR model was trained on. The verifier stops at the first that reads.
 */
import type { Decoded } from './quality.js';

/** Band width handed to OCR: 44 characters at ~40 px each, where mrz.traineddata reads best here. */
export const BAND_WIDTH = 1800;
export const BAND_SHARES = [0.36, 0.5] as const;

export async function bandCrops(decoded: Decoded): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const share of BAND_SHARES) {
    const top = Math.floor(decoded.height * (1 - share));
    out.push(
      await decoded.image
        .clone()
        .extract({ left: 0, top, width: decoded.width, height: decoded.height - top })
        .greyscale()
        .normalise()
        .resize({ width: BAND_WIDTH })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  }
  return out;
}
