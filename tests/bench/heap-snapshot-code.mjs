// For the kiosk soak's --attribute: the machine code V8 compiled between two heap snapshots of one page, by the
// script of the function it belongs to. Node ids are stable across snapshots of one page, so "new" is an id the
// first snapshot did not have. Each new code object is followed up its retainers (strong edges) to the closure or
// shared function info that holds it, and from there to its script's URL.

/** Reverse-edge index of a parsed snapshot (.heapsnapshot JSON), with readers for what the walk needs. */
function indexSnapshot(snapshot) {
  const { meta } = snapshot.snapshot;
  const [nodeStride, edgeStride] = [meta.node_fields.length, meta.edge_fields.length];
  const field = (name) => meta.node_fields.indexOf(name);
  const [typeAt, nameAt, idAt, sizeAt, edgeCountAt] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(field);
  const [edgeTypeAt, edgeNameAt, edgeToAt] = ['type', 'name_or_index', 'to_node'].map((name) => meta.edge_fields.indexOf(name));
  const [nodeTypes, edgeTypes] = [meta.node_types[0], meta.edge_types[0]];
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / nodeStride;
  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node += 1) {
    firstEdge[node] = edge;
    edge += nodes[node * nodeStride + edgeCountAt] * edgeStride;
  }
  firstEdge[count] = edges.length;
  const edgeName = (edge) => {
    const type = edgeTypes[edges[edge + edgeTypeAt]];
    return type === 'element' || type === 'hidden' ? String(edges[edge + edgeNameAt]) : strings[edges[edge + edgeNameAt]];
  };
  const retainers = Array.from({ length: count }, () => []);
  for (let node = 0; node < count; node += 1) {
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += edgeStride) {
      if (edgeTypes[edges[edge + edgeTypeAt]] === 'weak') continue;
      retainers[edges[edge + edgeToAt] / nodeStride].push(node);
    }
  }
  return {
    count,
    retainers,
    id: (node) => nodes[node * nodeStride + idAt],
    name: (node) => strings[nodes[node * nodeStride + nameAt]],
    type: (node) => nodeTypes[nodes[node * nodeStride + typeAt]],
    size: (node) => nodes[node * nodeStride + sizeAt],
    child(node, name) {
      for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += edgeStride) {
        if (edgeName(edge) === name) return edges[edge + edgeToAt] / nodeStride;
      }
      return -1;
    },
  };
}

/** The closure or shared function info nearest above a node (breadth first, a few steps), or -1. */
function owningFunction(index, start) {
  const seen = new Set([start]);
  let frontier = [start];
  for (let depth = 0; depth < 6 && frontier.length > 0; depth += 1) {
    const next = [];
    for (const node of frontier) {
      for (const retainer of index.retainers[node]) {
        if (seen.has(retainer)) continue;
        seen.add(retainer);
        if (index.type(retainer) === 'closure' || index.name(retainer).startsWith('system / SharedFunctionInfo')) return retainer;
        next.push(retainer);
      }
    }
    frontier = next;
  }
  return -1;
}

/** The code objects new in `after`, summed by the script of their function: [{ script, functions, bytes }]. */
export function newCodeByScript(before, after) {
  const beforeIds = new Set();
  const { node_fields: beforeFields } = before.snapshot.meta;
  const beforeIdAt = beforeFields.indexOf('id');
  for (let i = 0; i < before.nodes.length; i += beforeFields.length) beforeIds.add(before.nodes[i + beforeIdAt]);
  const index = indexSnapshot(after);
  const byScript = new Map();
  for (let node = 0; node < index.count; node += 1) {
    if (index.name(node) !== 'system / InstructionStream' || beforeIds.has(index.id(node))) continue;
    const owner = owningFunction(index, node);
    const shared = owner >= 0 && index.type(owner) === 'closure' ? index.child(owner, 'shared') : owner;
    const script = shared >= 0 ? index.child(shared, 'script') : -1;
    const scriptName = script >= 0 ? index.child(script, 'name') : -1;
    const url = scriptName >= 0 ? index.name(scriptName) : '';
    const key = url ? url.replace(/^https?:\/\/[^/]+/, '') : '(no script URL: the test driver\'s injected code, or the engine\'s)';
    const entry = byScript.get(key) ?? { script: key, functions: 0, bytes: 0 };
    entry.functions += 1;
    entry.bytes += index.size(node);
    byScript.set(key, entry);
  }
  return [...byScript.values()].sort((a, b) => b.bytes - a.bytes);
}
