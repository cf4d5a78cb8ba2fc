// Cycles in a directed graph, for the scripts that forbid import cycles (check-import-cycles.mjs
// between source files, check-chunk-cycles.mjs between built chunks).

/**
 * The strongly connected components of `graph` (node → the nodes it points to) that hold a cycle:
 * more than one node, or one node pointing to itself. Tarjan's algorithm.
 */
export function cyclesIn(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function connect(v) {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || [...(graph.get(v) ?? [])].includes(v)) cycles.push(component);
    }
  }
  for (const node of graph.keys()) if (!indexOf.has(node)) connect(node);
  return cycles;
}
