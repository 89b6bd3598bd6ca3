import { seedBench } from '../seed-bench.ts';
const r = await seedBench({ databaseUrl: process.env.DATABASE_URL! });
console.log(JSON.stringify(r));
