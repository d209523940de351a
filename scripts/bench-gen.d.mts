export const SHAPES: string[];
export const PLUGINS: string[];
/** Writes one repository shape of about `targetBytes` under `dir` (fixed seed). */
export function generateShape(shape: string, dir: string, targetBytes: number): { files: number; bytes: number; note: string };
