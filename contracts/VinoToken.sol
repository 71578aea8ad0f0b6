// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReserveAttestation} from "./ReserveAttestation.sol";

/// VINO: an ERC-20 (18 decimals) held only by allow-listed addresses (the platform's custody and
/// the verified wallets of KYC-approved investors), whose supply can never exceed the latest
/// published reserve statement at USD 1 per VINO.
contract VinoToken is ERC20, AccessControl, Pausable {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    bytes32 public constant COMPLIANCE_ROLE = keccak256("COMPLIANCE_ROLE");

    ReserveAttestation public immutable reserve;
    /// A mint needs a statement no older than this (seconds).
    uint256 public maxStatementAge;

    mapping(address => bool) public allowListed;
    mapping(address => bool) public frozen;

    event AllowListChanged(address indexed account, bool allowed);
    event Frozen(address indexed account);
    event Unfrozen(address indexed account);
    event MaxStatementAgeChanged(uint256 previousAge, uint256 newAge);

    error NotAllowListed(address account);
    error AccountFrozen(address account);
    error ExceedsAttestedReserve(uint256 supplyAfter, uint256 attestedValue);
    error StaleReserveStatement(uint64 attestedAt, uint256 maxAge);

    constructor(address admin, ReserveAttestation reserve_, uint256 maxStatementAge_) ERC20("VINO", "VINO") {
        reserve = reserve_;
        maxStatementAge = maxStatementAge_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        emit MaxStatementAgeChanged(0, maxStatementAge_);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        ReserveAttestation.Statement memory s = reserve.latest();
        if (s.attestedAt == 0 || block.timestamp - s.attestedAt > maxStatementAge) {
            revert StaleReserveStatement(s.attestedAt, maxStatementAge);
        }
        uint256 supplyAfter = totalSupply() + amount;
        if (supplyAfter > s.totalValue) revert ExceedsAttestedReserve(supplyAfter, s.totalValue);
        _mint(to, amount);
    }

    /// The minter burns from its own (custody) balance: deposits it no longer needs to hold.
    function burn(uint256 amount) external onlyRole(MINTER_ROLE) {
        _burn(_msgSender(), amount);
    }

    function setAllowListed(address account, bool allowed) external onlyRole(COMPLIANCE_ROLE) {
        allowListed[account] = allowed;
        emit AllowListChanged(account, allowed);
    }

    function freeze(address account) external onlyRole(COMPLIANCE_ROLE) {
        frozen[account] = true;
        emit Frozen(account);
    }

    function unfreeze(address account) external onlyRole(COMPLIANCE_ROLE) {
        frozen[account] = false;
        emit Unfrozen(account);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    function setMaxStatementAge(uint256 newAge) external onlyRole(DEFAULT_ADMIN_ROLE) {
        emit MaxStatementAgeChanged(maxStatementAge, newAge);
        maxStatementAge = newAge;
    }

    /// Every balance change (transfer, mint, burn) passes here: both sides must be allow-listed
    /// and not frozen, and nothing moves while paused.
    function _update(address from, address to, uint256 value) internal override whenNotPaused {
        if (from != address(0)) _requireHolder(from);
        if (to != address(0)) _requireHolder(to);
        super._update(from, to, value);
    }

    function _requireHolder(address account) private view {
        if (!allowListed[account]) revert NotAllowListed(account);
        if (frozen[account]) revert AccountFrozen(account);
    }
}
