import { mediaLimits } from "./limits";
import { ffmpegInputArgs, ffmpegOutputArg, probeMedia, runFfmpeg } from "./ffmpeg";
import { sniffFile, type VideoFormat } from "./sniff";

/** The muxer that writes each sniffed video container again, as it came. */
const MUXERS: Record<VideoFormat, string> = { mp4: "mp4", mov: "mov", webm: "webm", mkv: "matroska", avi: "avi" };

/** The file's video container, from its bytes (sniff.ts); null for anything else. */
async function videoFormatOf(filePath: string): Promise<VideoFormat | null> {
  const sniffed = await sniffFile(filePath);
  return sniffed?.kind === "video" ? sniffed.format : null;
}

/** Where a recording keeps its position: QuickTime's ©xyz (`location`, `location-eng`) and Apple's ISO 6709 key, in the file or a stream. */
const LOCATION_TAG = /^(location(-\w+)?|com\.apple\.quicktime\.location\.iso6709)$/i;
/** ISO 6709 as cameras write it: `+48.8584+002.2945+035.000/`. */
const ISO_6709 = /^([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)/;

export type VideoLocation = { hasLocation: boolean; location: { latitude: number; longitude: number } | null };

const NOWHERE: VideoLocation = { hasLocation: false, location: null };

/** Whether a video says where it was recorded, and the position when it reads as one. A file that is no video container says nothing. */
export async function readVideoLocation(filePath: string): Promise<VideoLocation> {
  const format = await videoFormatOf(filePath);
  if (!format) return NOWHERE;
  // A file ffprobe cannot read is kept as it is (it passed the upload's checks); it has no location to read either.
  const probe = await probeMedia(filePath, { format }).catch(() => null);
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
export async function removeVideoLocation({ inputPath, outputPath }: { inputPath: string; outputPath: string }): Promise<void> {
  const format = await videoFormatOf(inputPath);
  if (!format) throw new Error("Not a video container: nothing to write again");
  const remux = (metadata: string[]) =>
    runFfmpeg({
      args: ["-y", ...ffmpegInputArgs(inputPath, format), "-map", "0", "-c", "copy", ...metadata, "-f", MUXERS[format], ffmpegOutputArg(outputPath)],
      timeoutMs: mediaLimits().timeoutMs,
    });
  await remux(["-map_metadata", "0", ...["location", "location-eng", "com.apple.quicktime.location.ISO6709"].flatMap((name) => ["-metadata", `${name}=`])]);
  if ((await readVideoLocation(outputPath)).hasLocation) await remux(["-map_metadata", "-1"]);
}
