import { MeasuringStrategy, type MeasuringConfiguration } from "@dnd-kit/core";

/** Lists are measured before a drag starts, so the first arrow key after Space already has places to move to. */
export const MEASURE_BEFORE_PICK_UP: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.Always } };
