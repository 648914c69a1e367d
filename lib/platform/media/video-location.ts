import { mediaLimits } from "./limits";
import { ffmpegInputArgs, ffmpegOutputArg, probeMedia, runFfmpeg, type FfmpegInputFormat } from "./ffmpeg";

/** The containers phones and cameras record to, by media type: the demuxer that reads them and the muxer that writes them again. */
const CONTAINERS: Record<string, { input: FfmpegInputFormat; muxer: string }> = {
  "video/mp4": { input: "mp4", muxer: "mp4" },
  "video/quicktime": { input: "mov", muxer: "mov" },
  "video/webm": { input: "webm", muxer: "webm" },
  "video/x-matroska": { input: "mkv", muxer: "matroska" },
};

/** Where a recording keeps its position: QuickTime's ©xyz (`location`, `location-eng`) and Apple's ISO 6709 key, in the file or a stream. */
const LOCATION_TAG = /^(location(-\w+)?|com\.apple\.quicktime\.location\.iso6709)$/i;
/** ISO 6709 as cameras write it: `+48.8584+002.2945+035.000/`. */
const ISO_6709 = /^([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)/;

export type VideoLocation = { hasLocation: boolean; location: { latitude: number; longitude: number } | null };

const NOWHERE: VideoLocation = { hasLocation: false, location: null };

/** Whether a video says where it was recorded, and the position when it reads as one. A type ffmpeg does not remux is taken as saying nothing. */
export async function readVideoLocation(filePath: string, mime: string): Promise<VideoLocation> {
  const container = CONTAINERS[mime];
  if (!container) return NOWHERE;
  // A file ffprobe cannot read is kept as it is (it passed the upload's checks); it has no location to read either.
  const probe = await probeMedia(filePath, { format: container.input }).catch(() => null);
  if (!probe) return NOWHERE;
  const tags = [probe.format.tags ?? {}, ...probe.streams.map((stream) => stream.tags ?? {})].flatMap((t) => Object.entries(t));
  const found = tags.filter(([name]) => LOCATION_TAG.test(name));
  if (found.length === 0) return NOWHERE;
  for (const [, value] of found) {
    const match = ISO_6709.exec(String(value).trim());
    const [latitude, longitude] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return { hasLocation: true, location: { latitude, longitude } };
  }
  return { hasLocation: true, location: null };
}

/**
 * Writes the video again without its location, streams copied as they are (no re-encoding). The location
 * tags are blanked and every other tag kept; if the copy still reads as located, it is written again with
 * no metadata at all.
 */
export async function removeVideoLocation({ inputPath, outputPath, mime }: { inputPath: string; outputPath: string; mime: string }): Promise<void> {
  const container = CONTAINERS[mime];
  if (!container) throw new Error(`No container to write ${mime} again`);
  const remux = (metadata: string[]) =>
    runFfmpeg({
      args: ["-y", ...ffmpegInputArgs(inputPath, container.input), "-map", "0", "-c", "copy", ...metadata, "-f", container.muxer, ffmpegOutputArg(outputPath)],
      timeoutMs: mediaLimits().timeoutMs,
    });
  await remux(["-map_metadata", "0", ...["location", "location-eng", "com.apple.quicktime.location.ISO6709"].flatMap((name) => ["-metadata", `${name}=`])]);
  if ((await readVideoLocation(outputPath, mime)).hasLocation) await remux(["-map_metadata", "-1"]);
}
