/**
 * The electronic-ID step's settings (schema-electronic-id.ts, eid-config.ts): who proves the
 * identity and, for Onward's own OpenID Connect login, the issuer, the client, its secret, scopes,
 * the claim → role mapping and the finer options.
 *
 * The client secret is handled the way publication expects (src/verification/eid/document-secrets.ts):
 * a secret typed here goes to the server as plain text once and is sealed there before anything is
 * stored; a stored one comes back only as `{sealed}`, which this form never shows and never edits.
 * The sealed value is bound to the issuer and client id, so changing either drops it and asks for
 * the secret again (the server would refuse it with client_secret_unreadable).
 */
import { useId, useState } from 'react';
import { DEFAULT_CLAIMS } from '../../../../src/flows/document/eid-config.js';
import { ROLES } from '../../../../src/flows/document/roles.js';
import type { FlowNode } from '../../../../src/flows/document/types.js';
import { CheckField, Group, NumberField, SelectField, TextField, clean } from './inputs.js';
import { ListField } from './list-input.js';
import { RowList } from './row-list.js';

type EidNode = Extract<FlowNode, { type: 'provider_electronic_id' }>;
type EidConfig = NonNullable<EidNode['config']>;

/** Claims most providers send (OpenID Connect Core §5.1), offered when mapping claims to roles. */
const STANDARD_CLAIMS = [
  'given_name',
  'family_name',
  'middle_name',
  'name',
  'birthdate',
  'email',
  'phone_number',
  'gender',
  'nationality',
  'address.street_address',
  'address.locality',
  'address.postal_code',
  'address.country',
];
const COMMON_SCOPES = ['openid', 'profile', 'email', 'address', 'phone'];
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r }));

function SecretInput(props: { config: EidConfig; set: (c: EidConfig) => void }) {
  const { config, set } = props;
  const [replacing, setReplacing] = useState(false);
  // A chosen but still empty secret name is not in the document (cleared inputs are removed), so the choice lives here too.
  const [mode, setMode] = useState<'secret' | 'ref'>(config.clientSecretRef !== undefined ? 'ref' : 'secret');
  const sealed = typeof config.clientSecret === 'object';
  const source = config.clientSecretRef !== undefined ? 'ref' : mode;
  return (
    <Group title="Client secret">
      <SelectField
        label="Where the secret comes from"
        value={source}
        options={[
          { value: 'secret', label: 'Entered here (sealed by the server when saved)' },
          { value: 'ref', label: 'A deployment secret (ONWARD_EID_SECRET_…)' },
        ]}
        onChange={(s) => {
          setMode(s);
          set(s === 'ref' ? { ...config, clientSecret: undefined } : { ...config, clientSecretRef: undefined });
        }}
      />
      {source === 'ref' ? (
        <TextField
          label="Deployment secret name"
          value={config.clientSecretRef}
          placeholder="BANKID"
          hint="Read from the environment variable ONWARD_EID_SECRET_<name>"
          onChange={(v) => set({ ...config, clientSecretRef: v })}
        />
      ) : sealed && !replacing ? (
        <div className="field">
          <p className="ok" role="status">
            A secret is stored, sealed with this server’s keys. It is never shown.
          </p>
          <button type="button" className="secondary small" onClick={() => setReplacing(true)}>
            Replace the secret
          </button>
        </div>
      ) : (
        <PasswordField
          value={typeof config.clientSecret === 'string' ? config.clientSecret : ''}
          onChange={(v) => set({ ...config, clientSecret: v === '' ? undefined : v })}
        />
      )}
    </Group>
  );
}

function PasswordField(props: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Client secret</label>
      <input
        id={id}
        type="password"
        autoComplete="off"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <span className="hint">Sent once when you save; the server stores only its sealed form</span>
    </div>
  );
}

function ClaimsEditor(props: {
  claims: Record<string, string> | undefined;
  onChange: (c: Record<string, string> | undefined) => void;
}) {
  const rows = Object.entries(props.claims ?? {});
  const setRows = (next: Array<[string, string]>) =>
    props.onChange(next.length > 0 ? Object.fromEntries(next) : undefined);
  return (
    <Group title="Claims → roles">
      {rows.length === 0 && (
        <p className="hint">
          Default:{' '}
          {Object.entries(DEFAULT_CLAIMS)
            .map(([c, r]) => `${c} → ${r}`)
            .join(', ')}
        </p>
      )}
      <RowList
        className="claims"
        rows={rows}
        removeLabel={(i) => `Remove claim ${i + 1}`}
        onChange={setRows}
        fields={([claim, role], i, put) => (
          <>
            <TextField
              label={`Claim ${i + 1}`}
              value={claim}
              list="eid-standard-claims"
              onChange={(c) => put([c, role])}
            />
            <SelectField
              label={`Role of claim ${i + 1}`}
              value={role}
              options={ROLE_OPTIONS}
              onChange={(r) => put([claim, r])}
            />
          </>
        )}
      />
      <button
        type="button"
        className="secondary small"
        onClick={() =>
          setRows(
            rows.length === 0
              ? Object.entries<string>(DEFAULT_CLAIMS)
              : [...rows, [STANDARD_CLAIMS.find((c) => !(c in (props.claims ?? {}))) ?? 'claim', 'first_name']],
          )
        }
      >
        {rows.length === 0 ? 'Start from the default mapping' : 'Map another claim'}
      </button>
      <datalist id="eid-standard-claims">
        {STANDARD_CLAIMS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </Group>
  );
}

export function EidForm(props: { node: EidNode; onChange: (n: FlowNode) => void }) {
  const { node, onChange } = props;
  const config = node.config;
  const set = (c: EidConfig | undefined) => {
    const copy: Record<string, unknown> = { ...node };
    if (c === undefined) delete copy.config;
    else copy.config = clean(c);
    onChange(copy as EidNode);
  };
  const builtin = config?.provider === 'builtin' ? config : undefined;
  /** Issuer and client id bind a sealed secret: a change makes it unusable, so it goes. */
  const setBinding = (change: Partial<EidConfig>) => {
    if (!builtin) return;
    const drop = typeof builtin.clientSecret === 'object';
    set({ ...builtin, ...change, ...(drop ? { clientSecret: undefined } : {}) });
  };
  return (
    <>
      <SelectField
        label="Who proves the identity"
        value={config?.provider}
        none="(not set: the tenant’s integration submits the result)"
        options={[
          { value: 'builtin', label: 'Onward (OpenID Connect login)' },
          { value: 'tenant_backend', label: 'The tenant’s integration' },
        ]}
        onChange={(p) => set(p ? { provider: p } : undefined)}
      />
      {builtin && (
        <>
          <TextField
            label="Issuer"
            type="url"
            value={builtin.issuer}
            placeholder="https://idp.example.com"
            hint="Exactly as the provider's discovery document writes it"
            onChange={(issuer) => setBinding({ issuer })}
          />
          <TextField
            label="Client id"
            value={builtin.clientId}
            hint={
              typeof builtin.clientSecret === 'object'
                ? 'The stored secret is bound to this client id and issuer: changing either asks for it again'
                : undefined
            }
            onChange={(clientId) => setBinding({ clientId })}
          />
          <SecretInput config={builtin} set={set} />
          <SelectField
            label="Token endpoint authentication"
            value={builtin.tokenEndpointAuthMethod}
            none="(default: client_secret_basic)"
            options={[
              { value: 'client_secret_basic', label: 'client_secret_basic' },
              { value: 'client_secret_post', label: 'client_secret_post' },
            ]}
            onChange={(m) => set({ ...builtin, tokenEndpointAuthMethod: m })}
          />
          <ListField
            label="Scopes (default: openid)"
            values={builtin.scopes ?? []}
            suggestions={COMMON_SCOPES.map((value) => ({ value }))}
            hint="Must include openid"
            onChange={(scopes) => set({ ...builtin, scopes: scopes.length > 0 ? scopes : undefined })}
          />
          <ClaimsEditor claims={builtin.claims} onChange={(claims) => set({ ...builtin, claims })} />
          <CheckField
            label="Also read the userinfo endpoint"
            checked={builtin.userinfo === true}
            onChange={(on) => set({ ...builtin, userinfo: on || undefined })}
          />
          <ListField
            label="Required assurance levels (acr)"
            values={builtin.acrValues ?? []}
            onChange={(acrValues) => set({ ...builtin, acrValues: acrValues.length > 0 ? acrValues : undefined })}
          />
          <SelectField
            label="Prompt"
            value={builtin.prompt}
            none="(the provider decides)"
            options={[
              { value: 'login', label: 'login: always ask to log in' },
              { value: 'consent', label: 'consent: always ask for consent' },
              { value: 'select_account', label: 'select_account: choose an account' },
            ]}
            onChange={(prompt) => set({ ...builtin, prompt })}
          />
          <ListField
            label="Provider page languages (ui_locales)"
            values={builtin.uiLocales ?? []}
            placeholder="sv, en"
            onChange={(uiLocales) => set({ ...builtin, uiLocales: uiLocales.length > 0 ? uiLocales : undefined })}
          />
          <NumberField
            label="Time to come back from the provider (seconds, 60 to 3600)"
            value={builtin.stateTtlSeconds}
            step={1}
            hint="Default 600"
            onChange={(stateTtlSeconds) => set({ ...builtin, stateTtlSeconds })}
          />
          <TextField
            label="Return URL (flow API only)"
            type="url"
            value={builtin.returnUrl}
            placeholder="https://app.example.com/after-eid"
            hint="Where the callback sends the browser; empty: it answers the next step as JSON"
            onChange={(returnUrl) => set({ ...builtin, returnUrl })}
          />
        </>
      )}
    </>
  );
}
