import { ROLE_LABELS, roleReach, type StaffRole } from '@farm/contract';

/**
 * What a role may and may not do, in words made from the contract's ROLE_PERMISSIONS and PERMISSION_WORDS (one
 * source: the server checks the same table). `you` says it to the person who has the role.
 */
export function RoleReach({ role, you = false }: { role: StaffRole; you?: boolean }) {
  const reach = roleReach(role);
  const name = ROLE_LABELS[role].toLowerCase();
  const who = you ? 'You' : `${/^[aeiou]/.test(name) ? 'An' : 'A'} ${name}`;
  return (
    <div className="role-reach">
      <p>
        <strong>{who} may:</strong>
      </p>
      <ul>
        {reach.may.map((words) => (
          <li key={words}>{words}</li>
        ))}
      </ul>
      {reach.mayNot.length === 0 ? (
        <p className="muted">Nothing in the console is closed to {you ? 'you' : who.toLowerCase()}.</p>
      ) : (
        <>
          <p>
            <strong>{who} may not:</strong>
          </p>
          <ul>
            {reach.mayNot.map((words) => (
              <li key={words}>{words}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
