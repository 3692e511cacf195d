// The commands' progress (media:migrate, foods:import): a bar on a terminal, a line every 10 % in a log.
export function progressBar(write: (text: string) => void, terminal: boolean, unit = 'files') {
  let lastTenth = -1;
  return (done: number, total: number) => {
    if (terminal) {
      const filled = Math.round((done / total) * 30);
      write(
        `\r[${'#'.repeat(filled)}${' '.repeat(30 - filled)}] ${done}/${total}${done === total ? '\n' : ''}`,
      );
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth) write(`${done}/${total} ${unit}\n`);
    lastTenth = tenth;
  };
}
