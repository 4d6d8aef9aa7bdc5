import { moduleKeys, type PlanPackage, type WorkspaceDetail, type WorkspaceListItem } from '@cp/contracts';
import { apiError, json, meBody, type FakeRequest } from './fake-api.ts';

export type FakeWorkspace = {
  wid: string;
  name: string;
  isDefault: boolean;
  cvText: string;
  jdText: string;
  /** How many modules (1..n) have a stored result. */
  completedModules: number;
  lastModified: string;
};

const maxByPlan: Record<PlanPackage, number> = { free: 1, pro: 10, ultimate: 100 };
const notFound = () => apiError(404, 'WID_NOT_FOUND', 'Workspace not found.');

export function workspace(overrides: Partial<FakeWorkspace> & { wid: string }): FakeWorkspace {
  return {
    name: 'New workspace',
    isDefault: false,
    cvText: '',
    jdText: '',
    completedModules: 0,
    lastModified: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

function listItem(ws: FakeWorkspace): WorkspaceListItem {
  return {
    wid: ws.wid,
    name: ws.name,
    isDefault: ws.isDefault,
    documentsCount: Number(Boolean(ws.cvText)) + Number(Boolean(ws.jdText)),
    completedModules: ws.completedModules,
    completedSteps: Array.from({ length: ws.completedModules }, (_, index) => index + 1),
    lastModified: ws.lastModified,
    hasResume: Boolean(ws.cvText),
    hasJob: Boolean(ws.jdText),
  };
}

function detail(ws: FakeWorkspace): WorkspaceDetail {
  const outputs: WorkspaceDetail['module_outputs'] = {};
  for (const key of moduleKeys.slice(0, ws.completedModules)) {
    const run = { run_id: `run_${key}`, timestamp: ws.lastModified, result: `${key} result` };
    outputs[key] = { runs: [run], latest: run };
  }
  const item = listItem(ws);
  return {
    wid: ws.wid,
    name: ws.name,
    isDefault: ws.isDefault,
    cv_content: ws.cvText,
    cvText: ws.cvText,
    jd_content: ws.jdText,
    jdText: ws.jdText,
    module_outputs: outputs,
    last_modified: ws.lastModified,
    stats: {
      documentsCount: item.documentsCount,
      completedModules: ws.completedModules,
      completedSteps: item.completedSteps,
      lastModified: ws.lastModified,
      hasResume: item.hasResume,
      hasJob: item.hasJob,
    },
  };
}

/**
 * An in-memory stand-in for the workspace and document calls (same bodies and errors as the
 * server), plus GET /api/me. Spread `handlers` into fakeApi; read or change `workspaces` in tests.
 */
export function fakeWorkspaceServer(options: { workspaces: FakeWorkspace[]; plan?: PlanPackage }) {
  const plan = options.plan ?? 'free';
  const state = { workspaces: options.workspaces.map((ws) => ({ ...ws })), nextId: 1 };
  const find = (wid: string | undefined) => state.workspaces.find((ws) => ws.wid === wid);
  const limits = () => ({ package: plan, count: state.workspaces.length, maxAllowed: maxByPlan[plan] });
  const planLimit = () =>
    json(
      {
        detail: `Your ${plan === 'free' ? 'Free' : 'Pro'} plan allows ${maxByPlan[plan]} workspace${maxByPlan[plan] === 1 ? '' : 's'}. Upgrade to create more.`,
        code: 'PLAN_REQUIRED',
        request_id: 'req_test',
        limits: limits(),
      },
      403,
    );
  const newWid = () => `ws_test${String(state.nextId++).padStart(12, '0')}`;

  const saveText = (kind: 'cv' | 'jd', wid: string, text: string) => {
    const ws = find(wid);
    if (!ws) return null;
    const key = kind === 'cv' ? 'cvText' : 'jdText';
    const changed = ws[key] !== text;
    if (changed) {
      ws[key] = text;
      ws.completedModules = 0;
      ws.lastModified = new Date().toISOString();
    }
    return { ws, changed };
  };

  const handlers = {
    'GET /api/me': () => json(meBody({ subscription: { package: plan, plan } })),
    'GET /api/workspaces': () => {
      const def = state.workspaces.find((ws) => ws.isDefault) ?? state.workspaces[0];
      return json({ items: state.workspaces.map(listItem), defaultWid: def?.wid ?? '', limits: limits() });
    },
    'POST /api/workspaces': (req: FakeRequest) => {
      if (state.workspaces.length >= maxByPlan[plan]) return planLimit();
      const name = ((req.body as { name?: string } | undefined)?.name ?? '').trim() || 'New workspace';
      const ws = workspace({ wid: newWid(), name, lastModified: new Date().toISOString() });
      state.workspaces.push(ws);
      return json({ wid: ws.wid, name: ws.name, isDefault: false }, 201);
    },
    'GET /api/workspaces/:wid': (req: FakeRequest) => {
      const ws = find(req.params.wid);
      return ws ? json(detail(ws)) : notFound();
    },
    'PATCH /api/workspaces/:wid': (req: FakeRequest) => {
      const ws = find(req.params.wid);
      if (!ws) return notFound();
      const body = req.body as { name?: string; isDefault?: true };
      if (body.name !== undefined) ws.name = body.name;
      if (body.isDefault) for (const other of state.workspaces) other.isDefault = other === ws;
      return json({ wid: ws.wid, name: ws.name, isDefault: ws.isDefault });
    },
    'DELETE /api/workspaces/:wid': (req: FakeRequest) => {
      const ws = find(req.params.wid);
      if (!ws) return notFound();
      state.workspaces = state.workspaces.filter((other) => other !== ws);
      if (state.workspaces.length === 0) state.workspaces.push(workspace({ wid: newWid(), isDefault: true }));
      if (!state.workspaces.some((other) => other.isDefault) && state.workspaces[0])
        state.workspaces[0].isDefault = true;
      return json({ defaultWid: state.workspaces.find((other) => other.isDefault)?.wid });
    },
    'POST /api/workspaces/:wid/clone': (req: FakeRequest) => {
      const ws = find(req.params.wid);
      if (!ws) return notFound();
      if (state.workspaces.length >= maxByPlan[plan]) return planLimit();
      const copy = { ...ws, wid: newWid(), name: `${ws.name} (copy)`, isDefault: false };
      state.workspaces.push(copy);
      return json({ wid: copy.wid, name: copy.name, isDefault: false }, 201);
    },
    'POST /api/workspaces/:wid/reset': (req: FakeRequest) => {
      const ws = find(req.params.wid);
      if (!ws) return notFound();
      Object.assign(ws, { cvText: '', jdText: '', completedModules: 0 });
      return json({ wid: ws.wid, message: 'Workspace reset.' });
    },
    'POST /api/modules/update-cv-text': (req: FakeRequest) => {
      const body = req.body as { wid: string; cv_text: string };
      const saved = saveText('cv', body.wid, body.cv_text);
      return saved
        ? json({ message: 'Saved.', wid: body.wid, chars: body.cv_text.length, changed: saved.changed })
        : notFound();
    },
    'POST /api/modules/update-jd-text': (req: FakeRequest) => {
      const body = req.body as { wid: string; jd_text: string };
      const saved = saveText('jd', body.wid, body.jd_text);
      return saved
        ? json({ message: 'Saved.', wid: body.wid, chars: body.jd_text.length, changed: saved.changed })
        : notFound();
    },
    'POST /api/modules/extract-cv-text': async (req: FakeRequest) => {
      const wid = String(req.form?.get('wid') ?? '');
      const file = req.form?.get('file');
      if (!(file instanceof File)) return apiError(400, 'VALIDATION_ERROR', 'Attach a file.');
      const text = await file.text();
      const saved = saveText('cv', wid, text);
      return saved
        ? json({
            message: 'Uploaded & saved.',
            wid,
            chars: text.length,
            warnings: [],
            changed: saved.changed,
            cv_text: text,
            text,
          })
        : notFound();
    },
    'POST /api/modules/extract-jd-text': async (req: FakeRequest) => {
      const wid = String(req.form?.get('wid') ?? '');
      const file = req.form?.get('file');
      if (!(file instanceof File)) return apiError(400, 'VALIDATION_ERROR', 'Attach a file.');
      const text = await file.text();
      const saved = saveText('jd', wid, text);
      return saved
        ? json({
            message: 'Uploaded & saved.',
            wid,
            chars: text.length,
            warnings: [],
            changed: saved.changed,
            jd_text: text,
            text,
          })
        : notFound();
    },
    'POST /api/modules/scrape-job-description': (req: FakeRequest) => {
      const body = req.body as { wid: string; url: string };
      const text = `Job posted at ${body.url}`;
      const saved = saveText('jd', body.wid, text);
      return saved
        ? json({
            jd_text: text,
            message: 'Job description scraped.',
            wid: body.wid,
            source: 'json-ld',
            url: body.url,
            chars: text.length,
            changed: saved.changed,
          })
        : notFound();
    },
  };
  return { handlers, state };
}
