/**
 * A route-level serializerCompiler for bodies our own typed code builds
 * (decision 0007): JSON.stringify, without checking them against the zod
 * response schema, which still documents them. For the hottest reads only.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
