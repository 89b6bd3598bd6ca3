const LF = 10;
const CR = 13;

/**
 * Each line of a text (after \r\n, \n or \r) with its 0-based number, as
 * split(/\r\n|\n|\r/) gives them but without an array of them all: four
 * million empty lines took seconds and an array of four million strings.
 */
export function eachLine(text: string, take: (line: string, index: number) => void): void {
  let start = 0;
  let index = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = i < text.length ? text.charCodeAt(i) : LF;
    if (c !== LF && c !== CR) continue;
    take(text.slice(start, i), index);
    index += 1;
    if (c === CR && text.charCodeAt(i + 1) === LF) i += 1;
    start = i + 1;
  }
}
