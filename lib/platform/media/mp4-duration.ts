import fs from "node:fs/promises";

const BOX_HEADER = 8;
const LARGE_BOX_HEADER = 16;

/**
 * The movie's duration in seconds from an MP4's `moov/mvhd` box, reading a few box headers
 * instead of running ffprobe (one process and ~70 ms of CPU fewer per converted clip).
 * Null when the file has no readable `mvhd`; the caller then asks ffprobe.
 */
export async function readMp4DurationSeconds(filePath: string): Promise<number | null> {
  const file = await fs.open(filePath, "r");
  try {
    const { size } = await file.stat();
    const moov = await findBox(file, "moov", 0, size);
    const mvhd = moov && (await findBox(file, "mvhd", moov.bodyStart, moov.end));
    if (!mvhd) return null;
    const body = Buffer.alloc(Math.min(32, mvhd.end - mvhd.bodyStart));
    await file.read(body, 0, body.length, mvhd.bodyStart);
    return mvhdSeconds(body);
  } finally {
    await file.close();
  }
}

type Box = { bodyStart: number; end: number };

/** The first box of `type` among the siblings between `start` and `end`. */
async function findBox(file: fs.FileHandle, type: string, start: number, end: number): Promise<Box | null> {
  const header = Buffer.alloc(LARGE_BOX_HEADER);
  for (let offset = start; offset + BOX_HEADER <= end; ) {
    const { bytesRead } = await file.read(header, 0, LARGE_BOX_HEADER, offset);
    if (bytesRead < BOX_HEADER) return null;
    const declared = header.readUInt32BE(0);
    const large = declared === 1;
    if (large && bytesRead < LARGE_BOX_HEADER) return null;
    const boxSize = large ? Number(header.readBigUInt64BE(8)) : declared === 0 ? end - offset : declared;
    const headerSize = large ? LARGE_BOX_HEADER : BOX_HEADER;
    if (boxSize < headerSize || offset + boxSize > end) return null;
    if (header.toString("latin1", 4, 8) === type) return { bodyStart: offset + headerSize, end: offset + boxSize };
    offset += boxSize;
  }
  return null;
}

/** `mvhd` body: version and flags, then creation and modification times, timescale, duration (32- or 64-bit by version). */
function mvhdSeconds(body: Buffer): number | null {
  const version = body[0];
  const needed = version === 1 ? 32 : 20;
  if (body.length < needed) return null;
  const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
  const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
  return timescale > 0 && duration > 0 ? duration / timescale : null;
}
