/** A size in bytes as a Russian message says it: "64 КБ", "1.5 МБ". */
export const byteSizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${+(bytes / 1024 / 1024).toFixed(1)} МБ`
    : `${Math.ceil(bytes / 1024)} КБ`;
