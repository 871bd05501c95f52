/**
 * An incremental parser of server-sent events (the subset the assistant route sends: `event:` and
 * one `data:` line per event, blank line between events). Feed it text as it arrives; it calls
 * `onEvent` for each complete event and keeps a partial one for the next chunk.
 */
export function createSseParser(onEvent: (event: string, data: string) => void) {
  let buffer = '';
  const flush = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const raw of block.split('\n')) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) onEvent(event, data.join('\n'));
  };
  return {
    push(text: string) {
      buffer += text.replace(/\r\n/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        flush(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    },
    end() {
      if (buffer.trim()) flush(buffer);
      buffer = '';
    },
  };
}
