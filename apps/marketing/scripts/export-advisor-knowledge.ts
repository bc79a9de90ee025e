// Writes the site's content as the Digital Advisor's knowledge base into the API's catalogue.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteKnowledgeFile, siteKnowledgeText } from '../src/advisor/site-knowledge.ts';

mkdirSync(new URL('.', siteKnowledgeFile), { recursive: true });
writeFileSync(siteKnowledgeFile, siteKnowledgeText());
process.stdout.write(`wrote ${fileURLToPath(siteKnowledgeFile)}\n`);
