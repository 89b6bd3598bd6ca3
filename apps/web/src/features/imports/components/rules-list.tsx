import { useContext, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ImportRule } from '@elevate/shared/schemas/imports';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteImportRule, useImportRules } from '../../../entities/imports/import-rules.ts';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { importErrorText } from '../import-messages.ts';
import { RuleSavedContext } from '../rule-saved-context.ts';
import { RuleFormDialog } from './rule-form-dialog.tsx';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

export const noRulesText =
  "No rules yet. A rule such as 'description contains AMAZON → Shopping' sets the category of matching rows.";
/** A viewer cannot add a rule, so the empty list does not suggest one. */
export const noRulesViewerText = 'No rules yet. You can view this ledger but not add rules to it.';

const ruleText = (rule: ImportRule) =>
  `Description contains '${rule.contains}' → ${rule.category}${rule.type ? ` (${rule.type})` : ''}`;

type Editing = { id?: string; contains: string; category: string; type: ImportRule['type'] };

/** The ledger's rules: everyone reads them; owners and editors create, edit, delete. */
export function RulesList() {
  const rules = useImportRules();
  // A viewer's rule writes are refused (403), so a viewer gets the list alone.
  const canWrite = useCanWriteLedger();
  const remove = useDeleteImportRule();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ImportRule | null>(null);
  const channel = useContext(RuleSavedContext);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="rules-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="rules-title" variant="h6" component="h2">
          Rules
        </Typography>
        {canWrite && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ contains: '', category: '', type: null })}
          >
            New rule
          </Button>
        )}
      </Box>
      {rules.isError && <Alert severity="error">Failed to load the rules.</Alert>}
      {rules.isSuccess && rules.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {canWrite ? noRulesText : noRulesViewerText}
        </Typography>
      )}
      {rules.isSuccess && rules.data.length > 0 && (
        <List dense aria-label="Import rules" sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {rules.data.map((rule) => (
            <ListItem
              key={rule._id}
              divider
              disableGutters
              secondaryAction={
                canWrite ? (
                  <>
                    <IconButton
                      size="small"
                      aria-label={`Edit rule ${rule.contains}`}
                      onClick={() => setEditing({ id: rule._id, ...rule })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Delete rule ${rule.contains}`}
                      onClick={() => setDeleting(rule)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                ) : undefined
              }
            >
              {/* The right padding keeps the text clear of the buttons; without them it is not needed. */}
              <ListItemText
                primary={ruleText(rule)}
                sx={{ pr: canWrite ? 9 : 0, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <RuleFormDialog rule={editing} onClose={() => setEditing(null)} onSaved={channel.saved} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete rule"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })
        }
      >
        <Typography>{deleting ? `Delete the rule ${ruleText(deleting)}?` : ''}</Typography>
        {remove.error && (
          <FormErrorAlert sx={{ mt: 2 }}>{importErrorText(remove.error)}</FormErrorAlert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
