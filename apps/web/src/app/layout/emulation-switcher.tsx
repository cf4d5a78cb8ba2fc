import type { CurrentUser, EmulationCandidate } from '@crossover/domain/auth';
import { roleLabel } from '@crossover/domain/roles';
import { Check, ChevronsUpDown, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useEmulationCandidates } from '@/features/emulation/api/get-emulation-candidates';
import { useStartEmulation } from '@/features/emulation/api/start-emulation';
import { useExitEmulation } from '@/features/emulation/api/stop-emulation';
import { RoleBadge } from '@/components/ui/role-badge';
import { cn } from '@/lib/cn';
import { fullName } from '@/lib/format';

/** The option meaning "myself": choosing it ends the emulation. */
export const CURRENT_OPTION = 'current';

/** Every search word must appear in the user's name, email, organization or role. */
export function matchCandidate(_value: string, search: string, keywords?: string[]): number {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 1;
  const haystack = (keywords ?? []).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word)) ? 1 : 0;
}

export function candidateKeywords(candidate: EmulationCandidate): string[] {
  return [
    fullName(candidate.firstName, candidate.lastName) ?? '',
    candidate.email,
    candidate.organizationName ?? '',
    candidate.role,
    roleLabel(candidate.role),
  ];
}

function Tick({ shown }: { shown: boolean }) {
  return (
    <Check
      className={cn('size-4 shrink-0 text-brand-700', shown ? 'opacity-100' : 'opacity-0')}
      aria-hidden="true"
    />
  );
}

/** Spec §6: real admins pick any other user to view the app as them. */
export function EmulationSwitcher({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const candidates = useEmulationCandidates(true);
  const start = useStartEmulation();
  const exit = useExitEmulation();
  const realUserId = user.isEmulating ? user.realUserId : user.id;
  const emulatedId = user.isEmulating ? user.id : null;
  const others = (candidates.data ?? []).filter((candidate) => candidate.id !== realUserId);
  const busy = start.isPending || exit.isPending;
  const realName = user.isEmulating
    ? fullName(user.realUserFirstName, user.realUserLastName)
    : fullName(user.firstName, user.lastName);

  const choose = (userId: string) => {
    setOpen(false);
    if (userId === CURRENT_OPTION) {
      if (user.isEmulating) exit.mutate();
      return;
    }
    if (userId !== emulatedId) start.mutate(userId);
  };

  const triggerText = `View as: ${emulatedId ? (fullName(user.firstName, user.lastName) ?? user.email) : 'Myself'}`;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" role="combobox" aria-label={triggerText} disabled={busy}>
          <UserCog aria-hidden="true" />
          <span className="hidden max-w-48 truncate lg:inline">{triggerText}</span>
          <ChevronsUpDown className="text-slate-500" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Emulate a user" className="w-[22rem] max-w-[calc(100vw-2rem)] p-0">
        <Command filter={matchCandidate} label="Search users to emulate">
          <CommandInput placeholder="Search name, email, organization, role" />
          <CommandList>
            <CommandEmpty>No users found.</CommandEmpty>
            <CommandGroup heading="View as yourself">
              <CommandItem
                value={CURRENT_OPTION}
                keywords={['current', 'myself', realName ?? '']}
                onSelect={() => choose(CURRENT_OPTION)}
              >
                <Tick shown={!emulatedId} />
                <span className="flex-1">Myself (current){realName ? ` · ${realName}` : ''}</span>
              </CommandItem>
            </CommandGroup>
            <CommandGroup heading="Emulate" className="border-t border-slate-200 pt-1">
              {others.map((candidate) => (
                <CommandItem
                  key={candidate.id}
                  value={candidate.id}
                  keywords={candidateKeywords(candidate)}
                  onSelect={() => choose(candidate.id)}
                >
                  <Tick shown={candidate.id === emulatedId} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">
                      {fullName(candidate.firstName, candidate.lastName) ?? candidate.email}
                    </span>
                    <span className="block truncate text-xs text-slate-600">
                      {candidate.email}
                      {candidate.organizationName ? ` · ${candidate.organizationName}` : ''}
                    </span>
                  </span>
                  <RoleBadge role={candidate.role} />
                </CommandItem>
              ))}
            </CommandGroup>
          </CommandList>
          {candidates.isPending ? <p className="px-3 py-3 text-sm text-slate-600">Loading users…</p> : null}
          {candidates.isError ? (
            <p className="px-3 py-3 text-sm text-red-700">The user list could not be loaded.</p>
          ) : null}
        </Command>
      </PopoverContent>
    </Popover>
  );
}
