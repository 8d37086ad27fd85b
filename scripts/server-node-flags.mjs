// The Node flags every site process starts with (npm start, the journeys' server, the bench, the
// README's production command). V8 otherwise lets a busy node's young generation grow to 3 × 16 MB
// and its old generation far past what the server keeps alive (about 120 MB under mixed load), and
// never hands the pages back: a node measured 610–860 MB after 3 minutes of mixed load. With these it
// stays near 330 MB on PostgreSQL and 450 MB on the embedded database (bench: "mixed load").
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4']
