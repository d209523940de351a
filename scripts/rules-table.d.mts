export function rulesTable(rules?: { id: string; severity: string; description: string }[]): string;
export function loadRules(): Promise<{ id: string; severity: string; description: string }[]>;
